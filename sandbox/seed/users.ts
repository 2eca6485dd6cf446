/**
 * Seeded accounts and the demo user's payment records (README "Seeded accounts").
 * Passwords are plain here and hashed (scrypt, random salt) when the store is seeded.
 */

export interface SeedUser {
  email?: string;
  areaCode?: string;
  phoneNumber?: string;
  institutionId?: string;
  password: string;
  nickname: string;
  name: string;
  openedAccount: boolean;
  extendStatusBit: number;
}

export const DEMO_EMAIL = "demo@dolphin.sg";

export const seedUsers: SeedUser[] = [
  {
    email: DEMO_EMAIL,
    areaCode: "+65",
    phoneNumber: "81234567",
    password: "Demo12345",
    nickname: "Demo",
    name: "Demo Tan",
    openedAccount: true,
    extendStatusBit: 0,
  },
  {
    email: "secure@dolphin.sg",
    areaCode: "+65",
    phoneNumber: "81230000",
    password: "Secure12345",
    nickname: "Secure",
    name: "Secure Lim",
    openedAccount: true,
    extendStatusBit: 1 << 10, // two-step verification on (bit 11)
  },
  {
    institutionId: "INST0001",
    // The mobile number of the institution's authorised person: its sign-in's step-up codes go there.
    areaCode: "+65",
    phoneNumber: "81239001",
    password: "Inst12345",
    nickname: "Lion City Capital",
    name: "Lion City Capital Pte. Ltd.",
    openedAccount: true,
    extendStatusBit: 0,
  },
];

export interface SeedPayment {
  id: string;
  type: "deposit" | "withdrawal";
  amount: string;
  currency: "SGD" | "USD" | "HKD";
  status: "completed" | "processing" | "failed";
  method: "FAST" | "PayNow" | "eGIRO" | "Wire";
  /** ISO 8601. */
  createdAt: string;
}

/** The demo user's deposits and withdrawals across 2026. */
export const demoPayments: SeedPayment[] = [
  { id: "PR2026011201", type: "deposit", amount: "5000.00", currency: "SGD", status: "completed", method: "PayNow", createdAt: "2026-01-12T02:15:00.000Z" },
  { id: "PR2026012803", type: "deposit", amount: "2000.00", currency: "USD", status: "completed", method: "Wire", createdAt: "2026-01-28T07:40:00.000Z" },
  { id: "PR2026020905", type: "deposit", amount: "1500.00", currency: "SGD", status: "completed", method: "FAST", createdAt: "2026-02-09T03:05:00.000Z" },
  { id: "PR2026022102", type: "withdrawal", amount: "800.00", currency: "SGD", status: "completed", method: "FAST", createdAt: "2026-02-21T09:30:00.000Z" },
  { id: "PR2026031004", type: "deposit", amount: "12000.00", currency: "HKD", status: "completed", method: "Wire", createdAt: "2026-03-10T01:20:00.000Z" },
  { id: "PR2026032506", type: "deposit", amount: "300.00", currency: "SGD", status: "failed", method: "eGIRO", createdAt: "2026-03-25T05:55:00.000Z" },
  { id: "PR2026040707", type: "deposit", amount: "300.00", currency: "SGD", status: "completed", method: "eGIRO", createdAt: "2026-04-07T05:10:00.000Z" },
  { id: "PR2026041808", type: "withdrawal", amount: "1250.50", currency: "USD", status: "completed", method: "Wire", createdAt: "2026-04-18T08:45:00.000Z" },
  { id: "PR2026050609", type: "deposit", amount: "3000.00", currency: "SGD", status: "completed", method: "PayNow", createdAt: "2026-05-06T11:00:00.000Z" },
  { id: "PR2026052210", type: "withdrawal", amount: "4000.00", currency: "HKD", status: "failed", method: "Wire", createdAt: "2026-05-22T06:25:00.000Z" },
  { id: "PR2026061511", type: "deposit", amount: "750.25", currency: "USD", status: "completed", method: "Wire", createdAt: "2026-06-15T02:50:00.000Z" },
  { id: "PR2026070212", type: "deposit", amount: "300.00", currency: "SGD", status: "completed", method: "eGIRO", createdAt: "2026-07-02T05:10:00.000Z" },
  { id: "PR2026071913", type: "withdrawal", amount: "2500.00", currency: "SGD", status: "completed", method: "FAST", createdAt: "2026-07-19T10:15:00.000Z" },
  { id: "PR2026081414", type: "deposit", amount: "10000.00", currency: "SGD", status: "completed", method: "FAST", createdAt: "2026-08-14T01:35:00.000Z" },
  { id: "PR2026090315", type: "deposit", amount: "5000.00", currency: "USD", status: "completed", method: "Wire", createdAt: "2026-09-03T07:05:00.000Z" },
  { id: "PR2026092716", type: "withdrawal", amount: "1800.00", currency: "USD", status: "processing", method: "Wire", createdAt: "2026-09-27T09:00:00.000Z" },
  { id: "PR2026100817", type: "deposit", amount: "300.00", currency: "SGD", status: "completed", method: "eGIRO", createdAt: "2026-10-08T05:10:00.000Z" },
  { id: "PR2026102118", type: "deposit", amount: "8888.88", currency: "HKD", status: "completed", method: "Wire", createdAt: "2026-10-21T03:30:00.000Z" },
  { id: "PR2026110419", type: "withdrawal", amount: "600.00", currency: "SGD", status: "processing", method: "PayNow", createdAt: "2026-11-04T12:20:00.000Z" },
  { id: "PR2026111620", type: "deposit", amount: "2000.00", currency: "SGD", status: "processing", method: "FAST", createdAt: "2026-11-16T02:00:00.000Z" },
];
