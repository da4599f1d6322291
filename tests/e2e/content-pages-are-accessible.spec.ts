import { expect, test } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { axeLanguagesAndScreens } from "./support/axe-screens";

/**
 * One page of each content page type. The news list and a news item are the blog's list and post templates with
 * other stories (the blog's add the reading time and the medical disclaimer), and the open application is the job
 * application's form without a job: axe would check the same markup twice (decision 266).
 */
const pageTypes = {
  "long-form page": "discover/what-is-nad",
  "translated long-form page": "how-it-works",
  FAQs: "faqs",
  "locations overview": "locations",
  location: "locations/london",
  team: "about/team",
  "blog list": "blog",
  "blog post": "blog/reading-your-blood-test",
  testimonials: "testimonials",
  careers: "join-us/careers",
  job: "join-us/careers/registered-nurse-iv-therapy",
  "job application": "join-us/careers/registered-nurse-iv-therapy/apply",
  contact: "contact",
};

// Every page type in both languages and on both screens, each pair once: English on the desktop, Arabic on the phone
// (decision 202: axe takes 10-17 s a page on CI's machines; what it checks depends on either the screen or the language).
for (const [locale, tag] of axeLanguagesAndScreens) {
  for (const [type, path] of Object.entries(pageTypes)) {
    test(`the ${type} page in ${locale} has no accessibility violations`, { tag }, async ({ page }) => {
      await page.goto(`/us/${locale}/${path}`);
      // Open every disclosure so answers are checked too.
      for (const details of await page.locator("details[data-faq]").all())
        await details.evaluate((el) => el.setAttribute("open", ""));
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}
