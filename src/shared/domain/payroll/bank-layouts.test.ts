import { describe, expect, it } from "vitest";
import { bankFileText, bankText, transferMode, type BankCredit, type BankFileContext } from "./bank-layouts";

/**
 * Each layout's whole file, byte for byte, written out by hand from its cited layout (bank-layouts.ts).
 * Three credits: Asha at HDFC (47,850), Bela at SBI (2,10,000: RTGS, at least RBI's ₹2,00,000 minimum) and Chitra
 * at ICICI (1,99,999: one rupee under the RTGS minimum, NEFT). Total 47,850 + 2,10,000 + 1,99,999 = 4,57,849.
 */
const credits: BankCredit[] = [
  {
    name: "Asha Kulkarni",
    accountNumber: "50100012345678",
    ifsc: "HDFC0001234",
    bankName: "HDFC Bank",
    amount: 47_850,
    employeeId: "EMP001",
  },
  {
    name: "Bela D'Souza",
    accountNumber: "920010045678123",
    ifsc: "SBIN0005943",
    bankName: "State Bank of India",
    amount: 210_000,
    employeeId: "EMP002",
  },
  { name: "Chitra Rao", accountNumber: "000401234567", ifsc: "ICIC0000104", bankName: "ICICI Bank", amount: 199_999, employeeId: "EMP003" },
];
const context = (debitAccountNumber: string, debitIfsc: string): BankFileContext => ({
  debitAccountNumber,
  debitIfsc,
  valueDate: "2026-11-02",
  narration: "Salary Oct 2026",
  companyName: "Prasthan Realty",
  uploaderEmail: "hr@prasthan.in",
});

describe("how a credit travels", () => {
  it("within the debit account's bank as an internal transfer, else RTGS from ₹2,00,000, else NEFT", () => {
    expect(transferMode({ ifsc: "HDFC0009999", amount: 500_000 }, "HDFC0000240")).toBe("internal");
    expect(transferMode({ ifsc: "SBIN0005943", amount: 200_000 }, "HDFC0000240")).toBe("rtgs");
    expect(transferMode({ ifsc: "SBIN0005943", amount: 199_999 }, "HDFC0000240")).toBe("neft");
  });

  it("writes names in letters, digits and spaces, cut to the layout's width", () => {
    expect(bankText("Renée D'Souza, Jr.")).toBe("Renee D Souza Jr");
    // 8 + 8 + 10 + 12 = 38 characters, then 2 of 'Sastry': 40.
    expect(bankText("Venkata Lakshmi Narasimha Subrahmanya Sastry", 40)).toBe("Venkata Lakshmi Narasimha Subrahmanya Sa");
  });
});

describe("the files, byte for byte", () => {
  it("generic: header, a line per credit (FT within HDFC, RTGS, NEFT), and the TOTAL control line", () => {
    const file = bankFileText("generic", credits, context("50200011112222", "HDFC0000240"));
    expect(file.extension).toBe("csv");
    expect(file.text).toBe(
      "Payment Type,Value Date,Debit Account Number,Debit IFSC,Beneficiary Name,Beneficiary Account Number,IFSC Code,Bank Name,Amount,Currency,Narration,Employee ID\r\n" +
        "FT,02/11/2026,50200011112222,HDFC0000240,Asha Kulkarni,50100012345678,HDFC0001234,HDFC Bank,47850.00,INR,Salary Oct 2026 Prasthan Realty,EMP001\r\n" +
        "RTGS,02/11/2026,50200011112222,HDFC0000240,Bela D Souza,920010045678123,SBIN0005943,State Bank of India,210000.00,INR,Salary Oct 2026 Prasthan Realty,EMP002\r\n" +
        "NEFT,02/11/2026,50200011112222,HDFC0000240,Chitra Rao,000401234567,ICIC0000104,ICICI Bank,199999.00,INR,Salary Oct 2026 Prasthan Realty,EMP003\r\n" +
        "TOTAL,02/11/2026,50200011112222,HDFC0000240,3 transfers,,,,457849.00,INR,,\r\n",
    );
  });

  it("a name with a formula, a caret, a comma, quotes and a line break: letters, digits and spaces only, one line, the field count kept", () => {
    // '=HYPERLINK("x"),^Ravi' + newline + 'Kale': '=' , '("', '"),^' and the newline each become one space, the
    // leading one trimmed: 'HYPERLINK x Ravi Kale'. At SBI from an HDFC account, 47,850 under RTGS's 2,00,000: NEFT.
    const ravi: BankCredit = {
      name: '=HYPERLINK("x"),^Ravi\nKale',
      accountNumber: "920010045678123",
      ifsc: "SBIN0005943",
      bankName: "State Bank of India",
      amount: 47_850,
      employeeId: "EMP004",
    };
    const debit = context("50200011112222", "HDFC0000240");
    expect(bankFileText("generic", [ravi], debit).text).toBe(
      "Payment Type,Value Date,Debit Account Number,Debit IFSC,Beneficiary Name,Beneficiary Account Number,IFSC Code,Bank Name,Amount,Currency,Narration,Employee ID\r\n" +
        "NEFT,02/11/2026,50200011112222,HDFC0000240,HYPERLINK x Ravi Kale,920010045678123,SBIN0005943,State Bank of India,47850.00,INR,Salary Oct 2026 Prasthan Realty,EMP004\r\n" +
        "TOTAL,02/11/2026,50200011112222,HDFC0000240,1 transfer,,,,47850.00,INR,,\r\n",
    );
    expect(bankFileText("hdfc", [ravi], debit).text).toBe(
      "N,,920010045678123,47850.00,HYPERLINK x Ravi Kale,,,,,,,,,EMP004,Salary Oct 2026,,,,,,,,02/11/2026,,SBIN0005943,State Bank of India,,\r\n",
    );
  });

  it("HDFC (ENet RBI Adapter): 28 fields a line, no header; I with the beneficiary code, R and N with IFSC and bank", () => {
    const file = bankFileText("hdfc", credits, context("50200011112222", "HDFC0000240"));
    expect(file.extension).toBe("csv");
    // Fields: 1 type, 2 beneficiary code, 3 account, 4 amount, 5 name, 6-13 blank, 14 customer reference, 15 payment
    // details 1, 16-22 blank, 23 date, 24 MICR blank, 25 IFSC, 26 bank name, 27 branch blank, 28 e-mail blank.
    expect(file.text).toBe(
      "I,EMP001,50100012345678,47850.00,Asha Kulkarni,,,,,,,,,EMP001,Salary Oct 2026,,,,,,,,02/11/2026,,,,,\r\n" +
        "R,,920010045678123,210000.00,Bela D Souza,,,,,,,,,EMP002,Salary Oct 2026,,,,,,,,02/11/2026,,SBIN0005943,State Bank of India,,\r\n" +
        "N,,000401234567,199999.00,Chitra Rao,,,,,,,,,EMP003,Salary Oct 2026,,,,,,,,02/11/2026,,ICIC0000104,ICICI Bank,,\r\n",
    );
    for (const line of file.text.split("\r\n").filter(Boolean)) expect(line.split(",")).toHaveLength(28);
  });

  it("ICICI: FILEHDR with the count and total, then WIB within ICICI, RTG, NFT", () => {
    const file = bankFileText("icici", credits, context("000405001111", "ICIC0000104"));
    expect(file.extension).toBe("txt");
    expect(file.text).toBe(
      "FILEHDR,000405001111,1,N,Salary Oct 2026 3 transfers total 457849.00\r\n" +
        "NFT,ICIC0000104,000405001111,HDFC0001234,50100012345678,INR,47850.00,Salary Oct 2026,Asha Kulkarni,hr@prasthan.in,EMP001\r\n" +
        "RTG,ICIC0000104,000405001111,SBIN0005943,920010045678123,INR,210000.00,Salary Oct 2026,Bela D Souza,hr@prasthan.in,EMP002\r\n" +
        "WIB,ICIC0000104,000405001111,ICIC0000104,000401234567,INR,199999.00,Salary Oct 2026,Chitra Rao,hr@prasthan.in,EMP003\r\n",
    );
  });

  it("SBI: the same published text layout with NEFT and RTGS (a credit within SBI goes as NEFT: the layout has no other code)", () => {
    const file = bankFileText("sbi", credits, context("30001234567", "SBIN0000454"));
    expect(file.text).toBe(
      "FILEHDR,30001234567,1,N,Salary Oct 2026 3 transfers total 457849.00\r\n" +
        "NEFT,SBIN0000454,30001234567,HDFC0001234,50100012345678,INR,47850.00,Salary Oct 2026,Asha Kulkarni,hr@prasthan.in,EMP001\r\n" +
        "NEFT,SBIN0000454,30001234567,SBIN0005943,920010045678123,INR,210000.00,Salary Oct 2026,Bela D Souza,hr@prasthan.in,EMP002\r\n" +
        "NEFT,SBIN0000454,30001234567,ICIC0000104,000401234567,INR,199999.00,Salary Oct 2026,Chitra Rao,hr@prasthan.in,EMP003\r\n",
    );
  });
});
