/** Whole rupees in Indian grouping for a settlement's computations: "₹1,38,462" (the statement PDF prints them as they are). */
const inr = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
export const rupees = (amount: number) => `${amount < 0 ? "-" : ""}₹${inr.format(Math.abs(amount))}`;
