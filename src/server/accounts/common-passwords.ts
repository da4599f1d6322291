/**
 * The most common passwords that would otherwise pass the rule (8+ characters, letters and a digit),
 * from the public breach-frequency lists (SecLists top passwords). Lower-cased; compared case-insensitively.
 */
export const commonPasswords: ReadonlySet<string> = new Set([
  "password1", "password12", "password123", "password1234", "passw0rd", "p4ssw0rd", "pa55w0rd", "pa55word1",
  "abc12345", "abcd1234", "abc123456", "abcdef123", "a1b2c3d4", "a1b2c3d4e5", "1q2w3e4r", "1q2w3e4r5t", "q1w2e3r4",
  "q1w2e3r4t5", "qwerty12", "qwerty123", "qwerty1234", "qwert123", "1qaz2wsx", "zaq12wsx", "zxcvbnm1", "asdf1234",
  "asdfgh123", "iloveyou1", "iloveyou2", "iloveu123", "princess1", "sunshine1", "football1", "baseball1", "welcome1",
  "welcome123", "monkey123", "dragon123", "master123", "letmein1", "letmein123", "trustno1", "michael1", "superman1",
  "batman123", "shadow123", "charlie1", "jordan23", "liverpool1", "chelsea1", "arsenal1", "computer1", "whatever1",
  "starwars1", "pokemon1", "samsung1", "google123", "test1234", "test12345", "testing123", "changeme1", "admin123",
  "admin1234", "administrator1", "hello123", "hello1234", "secret123", "lovely123", "freedom1", "ashley123",
  "summer2024", "summer2025", "summer2026", "winter2024", "winter2025", "winter2026", "spring2025", "autumn2025",
  "january1", "december1", "london123", "newyork1", "capetown1", "aurum123", "clinic123", "12345678a", "123456789a",
  "a12345678", "a123456789", "1234qwer", "123qwe123", "qwe123456", "123abc123", "abc123abc", "aa123456", "aaa12345",
  "qazwsx123", "mustang1", "access14", "michelle1", "jessica1", "daniel123", "nicole123", "loveme123", "myspace1",
]);
