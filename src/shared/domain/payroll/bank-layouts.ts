import type { BankFileLayout } from "../../contract/settings";

/**
 * The salary transfer file in each layout HR can choose in Settings (docs/product.md section 9.14.1). Pure: the
 * credits, the company's debit account and the value date in, the file's text out.
 *
 * How a credit travels:
 * - same bank (the beneficiary's IFSC starts with the debit IFSC's four-letter bank code, RBI's IFSC scheme) as an
 *   internal transfer, where the layout has a code for it;
 * - otherwise RTGS from ₹2,00,000 (RBI: "The minimum amount to be remitted through RTGS is ₹2,00,000", RTGS FAQ),
 *   below that NEFT.
 *
 * The layouts (sources cited at each):
 * - generic: a CSV with a header row naming every field a bank's bulk upload asks for, and a TOTAL line;
 * - hdfc: HDFC Bank ENet's "RBI Adapter" upload (RTGS, NEFT, funds transfer): 28 comma-separated fields, no header,
 *   no control record (HDFC Bank, "Bulk Transactions Upload Manual", ENet, Feb 2016: "Comma Separated Format (CSV)
 *   ... do not use commas in any field ... do not use special characters", copied "without headers"; the field list
 *   and codes R, N, I and the DD/MM/YYYY date of "RBI Adapter Specification", Annexure 1 Upload File Format);
 * - icici, sbi: neither bank publishes its corporate bulk-upload layout. ICICI's file is made inside CIB by a
 *   converter workbook; public copies of it (scribd.com documents 815583603 "payment to adhoc bene converter" and
 *   690495286 "bulk payment calculator") give its transaction codes (WIB within ICICI, NFT NEFT, RTG RTGS, IFC IMPS)
 *   and the names and widths of its FHR header (FILEHR, TRACE_BRANCHID, TRACE_ACID, CURRENCY, TOTAL_AMOUNT,
 *   TOTAL_NO_OF_RECORDS, TRANSACTION_DATE, EXTERNAL_FILE_REFERENCE) and PRB payment record (BENEFICIARY_REFERENCE,
 *   NETWORK_ID, AMOUNT, TXN_CURRENCY, BNF_ID, DEBIT_ACCOUNT_ID, DEBIT_BRANCH_ID, OWN_REFERENCE,
 *   NOTIFICATION_REQUIRED and a tenth field they do not name), but not the separator or padding the workbook writes,
 *   the values of FILEHR or NETWORK_ID, nor any field for the beneficiary's name, account number or IFSC: too little
 *   to write that file. SBI's layout is only inside CINB's uploader, and no public SBI document gives a code for a
 *   credit within SBI. Both files are therefore written in the closest published layout, the public-sector CINB text
 *   upload of Union Bank of India ("NEFT/RTGS File Upload in TEXT Format": a FILEHDR line, then Payment Type, Payee
 *   IFSC, Debit Account, Receiver IFSC, Beneficiary Account, Currency, Amount, Tran Remarks, Beneficiary Name (40),
 *   User Email ID, Remarks (20), comma separated), with ICICI's own codes in an ICICI file and the count and total in
 *   the header's remarks; a first file is to be checked with the bank.
 */

export interface BankCredit {
  name: string;
  accountNumber: string;
  ifsc: string;
  bankName: string;
  /** Net pay, whole rupees. */
  amount: number;
  employeeId: string;
}

export interface BankFileContext {
  /** The company's debit account and its IFSC (Settings): every layout needs them (docs/product.md section 9.14.1). */
  debitAccountNumber: string;
  debitIfsc: string;
  /** The transfer date, 'YYYY-MM-DD' (the business date of the download). */
  valueDate: string;
  /** 'Salary Oct 2026'. */
  narration: string;
  /** The company's name (the generic file's narration names it). */
  companyName: string;
  /** The signed-in user's e-mail (the CINB text layout's User Email ID). */
  uploaderEmail: string;
}

export type TransferMode = "internal" | "neft" | "rtgs";

/** RBI's minimum for RTGS, in rupees. */
export const RTGS_MINIMUM = 200_000;

export function transferMode(credit: Pick<BankCredit, "ifsc" | "amount">, debitIfsc: string): TransferMode {
  if (credit.ifsc.slice(0, 4) === debitIfsc.slice(0, 4)) return "internal";
  return credit.amount >= RTGS_MINIMUM ? "rtgs" : "neft";
}

/** Letters, digits and spaces only (no commas or special characters, as the banks ask), at most `max` characters. */
export function bankText(value: string, max = Number.POSITIVE_INFINITY): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max)
    .trim();
}

const rupees = (amount: number) => amount.toFixed(2);
const ddmmyyyy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
const lines = (rows: string[][]) => rows.map((row) => `${row.join(",")}\r\n`).join("");
const totalOf = (credits: readonly BankCredit[]) => credits.reduce((sum, credit) => sum + credit.amount, 0);
const transfers = (count: number) => `${count} transfer${count === 1 ? "" : "s"}`;

export const GENERIC_HEADER = [
  "Payment Type",
  "Value Date",
  "Debit Account Number",
  "Debit IFSC",
  "Beneficiary Name",
  "Beneficiary Account Number",
  "IFSC Code",
  "Bank Name",
  "Amount",
  "Currency",
  "Narration",
  "Employee ID",
];
const GENERIC_CODES: Record<TransferMode, string> = { internal: "FT", neft: "NEFT", rtgs: "RTGS" };

/** The generic CSV: header, one line per credit, then 'TOTAL' with the count and the sum (the control line). */
function genericFile(credits: readonly BankCredit[], context: BankFileContext): string {
  const debit = [context.debitAccountNumber, context.debitIfsc];
  const narration = bankText(`${context.narration} ${context.companyName}`);
  const rows = credits.map((credit) => [
    GENERIC_CODES[transferMode(credit, context.debitIfsc)],
    ddmmyyyy(context.valueDate),
    ...debit,
    bankText(credit.name),
    credit.accountNumber,
    credit.ifsc,
    bankText(credit.bankName),
    rupees(credit.amount),
    "INR",
    narration,
    bankText(credit.employeeId),
  ]);
  const total = [
    "TOTAL",
    ddmmyyyy(context.valueDate),
    ...debit,
    transfers(credits.length),
    "",
    "",
    "",
    rupees(totalOf(credits)),
    "INR",
    "",
    "",
  ];
  return lines([GENERIC_HEADER, ...rows, total]);
}

const HDFC_CODES: Record<TransferMode, string> = { internal: "I", neft: "N", rtgs: "R" };

/**
 * HDFC's RBI Adapter record, its 28 fields in order: Transaction Type, Beneficiary Code (mandatory for a funds
 * transfer 'I': the employee ID, under which HR registers the person as a beneficiary in ENet), Beneficiary Account
 * Number, Instrument Amount, Beneficiary Name (40), Drawee Location, Print Location, Bene Address 1 to 5, Instruction
 * Reference Number, Customer Reference Number (20: the employee ID, shown on the statement), Payment details 1 (30:
 * the narration) to 7, Cheque Number, Chq / Trn Date (DD/MM/YYYY), MICR Number, IFC Code and Bene Bank Name
 * (mandatory for RTGS and NEFT only), Bene Bank Branch Name, Beneficiary email id.
 */
function hdfcFile(credits: readonly BankCredit[], context: BankFileContext): string {
  return lines(
    credits.map((credit) => {
      const mode = transferMode(credit, context.debitIfsc);
      const toOtherBank = mode !== "internal";
      const employeeId = bankText(credit.employeeId, 20);
      return [
        HDFC_CODES[mode],
        toOtherBank ? "" : bankText(credit.employeeId, 13),
        credit.accountNumber,
        rupees(credit.amount),
        bankText(credit.name, 40),
        ...Array<string>(8).fill(""),
        employeeId,
        bankText(context.narration, 30),
        ...Array<string>(7).fill(""),
        ddmmyyyy(context.valueDate),
        "",
        toOtherBank ? credit.ifsc : "",
        toOtherBank ? bankText(credit.bankName, 100) : "",
        "",
        "",
      ];
    }),
  );
}

/** The payment type each CINB text file writes: ICICI's own codes; for SBI the published layout's NEFT and RTGS, a credit within SBI as NEFT (the layout has no code for one). */
const CINB_CODES: Record<"icici" | "sbi", Record<TransferMode, string>> = {
  icici: { internal: "WIB", neft: "NFT", rtgs: "RTG" },
  sbi: { internal: "NEFT", neft: "NEFT", rtgs: "RTGS" },
};

/**
 * The CINB text upload: 'FILEHDR', the corporate ID (the debit account number: the bank's corporate ID is not kept
 * here), the file serial number 1, encryption N and the remarks carrying the count and the total; then one line per
 * credit with the debit IFSC and account, the beneficiary's IFSC and account, INR, the amount, the narration, the
 * name (40), the uploader's e-mail and the employee ID (20).
 */
function cinbFile(bank: "icici" | "sbi", credits: readonly BankCredit[], context: BankFileContext): string {
  const { debitAccountNumber: debitAccount, debitIfsc } = context;
  const remarks = `${bankText(context.narration)} ${transfers(credits.length)} total ${rupees(totalOf(credits))}`;
  const header = ["FILEHDR", debitAccount, "1", "N", remarks];
  const rows = credits.map((credit) => [
    CINB_CODES[bank][transferMode(credit, context.debitIfsc)],
    debitIfsc,
    debitAccount,
    credit.ifsc,
    credit.accountNumber,
    "INR",
    rupees(credit.amount),
    bankText(context.narration, 140),
    bankText(credit.name, 40),
    context.uploaderEmail.replace(/[,\s]/g, ""),
    bankText(credit.employeeId, 20),
  ]);
  return lines([header, ...rows]);
}

export interface BankFileText {
  text: string;
  extension: "csv" | "txt";
}

export function bankFileText(layout: BankFileLayout, credits: readonly BankCredit[], context: BankFileContext): BankFileText {
  if (layout === "hdfc") return { text: hdfcFile(credits, context), extension: "csv" };
  if (layout === "icici" || layout === "sbi") return { text: cinbFile(layout, credits, context), extension: "txt" };
  return { text: genericFile(credits, context), extension: "csv" };
}
