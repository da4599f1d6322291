import type { ClinicSlug } from "../../config/site";
import type { clinicianRole } from "../schema/clinicians";
import type { SeedCategory } from "./catalogue-data";

export interface SeedClinician {
  name: string;
  role: (typeof clinicianRole.enumValues)[number];
  registrationBody: string;
  registrationNumber: string;
  categories: SeedCategory[];
}

/**
 * The demo's care teams (issue 40 row 15, decision 228): fictional people, consistent with the team page's stories
 * (Dr Okafor and Dr Hart in London, Sister Nkosi in Cape Town, Dr Fischer in New York). Each registration has the
 * real register's shape (a GMC number has seven digits, an NMC PIN is like 12A3456E, an HPCSA number starts MP) but
 * is a placeholder anyone recognises (1234567, 7654321, …), so it cannot be taken for a real person's. A real clinic
 * replaces the team in the back office; the seed adds a clinic's team only while the clinic lists no one, so a
 * manager's changes are never undone by a restart.
 */
export const clinicianSeed: Record<ClinicSlug, SeedClinician[]> = {
  london: [
    {
      name: "Dr Samuel Okafor",
      role: "doctor",
      registrationBody: "GMC",
      registrationNumber: "1234567",
      categories: ["infusion", "injection", "blood", "diagnostics", "detox"],
    },
    {
      name: "Dr Eleanor Hart",
      role: "doctor",
      registrationBody: "GMC",
      registrationNumber: "7654321",
      categories: ["infusion", "detox", "diagnostics"],
    },
    {
      name: "Charlotte Mensah",
      role: "registered_nurse",
      registrationBody: "NMC",
      registrationNumber: "12A3456E",
      categories: ["infusion", "injection", "blood"],
    },
  ],
  "cape-town": [
    {
      name: "Dr Pieter van Wyk",
      role: "doctor",
      registrationBody: "HPCSA",
      registrationNumber: "MP 0123456",
      categories: ["infusion", "injection", "blood", "diagnostics", "detox"],
    },
    {
      name: "Sister Amara Nkosi",
      role: "registered_nurse",
      registrationBody: "SANC",
      registrationNumber: "12345678",
      categories: ["infusion", "injection", "blood"],
    },
  ],
  "new-york": [
    {
      name: "Dr Lena Fischer",
      role: "doctor",
      registrationBody: "NYSED",
      registrationNumber: "123456",
      categories: ["infusion", "injection", "blood", "diagnostics", "detox"],
    },
    {
      name: "Marcus Bell",
      role: "registered_nurse",
      registrationBody: "NYSED",
      registrationNumber: "654321",
      categories: ["infusion", "injection", "blood"],
    },
  ],
};
