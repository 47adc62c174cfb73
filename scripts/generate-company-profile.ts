/**
 * Writes the downloadable company profile (public/company-profile.pdf, two A4 pages) and the QR code that points
 * at it (src/web/assets/images/contact/profile-qr.svg). Both outputs are committed; run again after changing the
 * brand or the copy below:  npx tsx scripts/generate-company-profile.ts
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import QRCode from "qrcode";
import { buildSite } from "../src/shared/site";

const site = buildSite({ companyName: process.env.COMPANY_NAME, emailDomain: process.env.COMPANY_EMAIL_DOMAIN });
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const pdfPath = resolve(root, "public/company-profile.pdf");
const qrPath = resolve(root, "src/web/assets/images/contact/profile-qr.svg");
export const profileUrl = `${site.url}/company-profile.pdf`;

const navy = rgb(0.039, 0.114, 0.188);
const navySoft = rgb(0.059, 0.165, 0.267);
const gold = rgb(0.878, 0.647, 0.149);
const goldDark = rgb(0.725, 0.514, 0.102);
const ink = rgb(0.2, 0.255, 0.333);
const muted = rgb(0.392, 0.455, 0.545);
const line = rgb(0.886, 0.91, 0.941);
const tint = rgb(0.933, 0.957, 0.98);
const white = rgb(1, 1, 1);

const A4: [number, number] = [595.28, 841.89];
const margin = 50;
const contentWidth = A4[0] - margin * 2;

const address = site.address;
const addressLine = `${address.street}, ${address.locality}, ${address.city}, ${address.region} ${address.postalCode}, ${address.country}`;

const stats = [
  { value: "18+", label: "Developer Partnerships" },
  { value: "700+ Cr", label: "Sales Generated", rupee: true },
  { value: "1200+", label: "Units Sold" },
  { value: "3", label: "Cities" },
];

const services = [
  {
    title: "Strategy & Planning",
    text: "Micro-market study, product mix and unit sizing, pricing ladders and a launch calendar built on what buyers in the catchment are actually paying for.",
  },
  {
    title: "Marketing & Branding",
    text: "Project naming, brand identity, site branding, digital campaigns and channel-partner programmes that bring qualified site visits rather than raw leads.",
  },
  {
    title: "Sales Optimization",
    text: "A trained on-site sales team, scripts, walkthrough flow, daily funnel reviews and closing support that turn visits into bookings.",
  },
  {
    title: "CRM & Post-Sales",
    text: "Booking paperwork, agreement and registration follow-up, demand letters, collections tracking and a customer desk that keeps buyers informed until possession.",
  },
  {
    title: "Finance",
    text: "Cash-flow planning against construction milestones, tie-ups with home-loan lenders and inventory-funding advice, so sales and construction stay in step.",
  },
];

const approach = [
  { title: "Assessment & Analysis", text: "Land, approvals, competition and buyer profile." },
  { title: "Strategy Development", text: "Positioning, pricing, inventory release plan." },
  { title: "Implementation & Execution", text: "Launch, campaigns, site sales and channel partners." },
  { title: "Tracking & Optimization", text: "Weekly numbers, course corrections, collections." },
];

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  display: PDFFont;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && current) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** Draws wrapped text from the top line's baseline `y`; returns the baseline below the last line. */
function paragraph(page: PDFPage, text: string, x: number, y: number, opts: { font: PDFFont; size: number; width: number; color?: RGB; leading?: number }): number {
  const leading = opts.leading ?? opts.size * 1.45;
  for (const row of wrap(text, opts.font, opts.size, opts.width)) {
    page.drawText(row, { x, y, size: opts.size, font: opts.font, color: opts.color ?? ink });
    y -= leading;
  }
  return y;
}

/** The rupee sign is not in the standard PDF fonts' encoding, so it is drawn as a path (cap height `size`). */
function rupee(page: PDFPage, x: number, y: number, size: number, color: RGB): number {
  const scale = size / 14;
  page.drawSvgPath("M0 0H10M0 3.6H10M0 0H3.6C6.4 0 7.6 1.9 7.6 3.7C7.6 5.6 6.1 7.3 3.6 7.3H1L8.2 14", {
    x,
    y: y + size,
    scale,
    borderColor: color,
    borderWidth: 1.9,
  });
  return 10.5 * scale;
}

function sectionTitle(page: PDFPage, fonts: Fonts, text: string, y: number): number {
  page.drawText(text.toUpperCase(), { x: margin, y, size: 9, font: fonts.bold, color: goldDark });
  page.drawRectangle({ x: margin, y: y - 7, width: 28, height: 1.5, color: gold });
  return y - 26;
}

function footer(page: PDFPage, fonts: Fonts, pageNumber: number) {
  page.drawLine({ start: { x: margin, y: 46 }, end: { x: A4[0] - margin, y: 46 }, thickness: 0.6, color: line });
  page.drawText(`${site.name}  |  Company Profile 2025`, { x: margin, y: 30, size: 8, font: fonts.regular, color: muted });
  const right = `${site.url.replace(/^https?:\/\//, "")}  |  Page ${pageNumber} of 2`;
  page.drawText(right, { x: A4[0] - margin - fonts.regular.widthOfTextAtSize(right, 8), y: 30, size: 8, font: fonts.regular, color: muted });
}

function firstPage(doc: PDFDocument, fonts: Fonts) {
  const page = doc.addPage(A4);
  const [width, height] = A4;
  // Cover band with a simple skyline.
  page.drawRectangle({ x: 0, y: height - 300, width, height: 300, color: navy });
  const towers: [number, number, number][] = [[330, 70, 120], [388, 46, 170], [420, 58, 95], [468, 40, 210], [500, 52, 140], [545, 50, 105]];
  for (const [x, w, h] of towers) {
    page.drawRectangle({ x, y: height - 300, width: w, height: h, color: navySoft });
    for (let wy = height - 300 + 14; wy < height - 300 + h - 14; wy += 18) {
      page.drawRectangle({ x: x + 8, y: wy, width: w - 16, height: 2, color: rgb(0.12, 0.25, 0.38) });
    }
  }
  page.drawRectangle({ x: 0, y: height - 304, width, height: 4, color: gold });
  page.drawText("COMPANY PROFILE 2025", { x: margin, y: height - 80, size: 10, font: fonts.bold, color: gold });
  page.drawText(site.name, { x: margin, y: height - 132, size: 38, font: fonts.display, color: white });
  page.drawText("Real estate sales & marketing consultancy", { x: margin, y: height - 162, size: 14, font: fonts.regular, color: rgb(0.84, 0.89, 0.95) });
  page.drawText(`Pune, Maharashtra  |  Since ${site.foundedYear}`, { x: margin, y: height - 182, size: 11, font: fonts.regular, color: rgb(0.68, 0.78, 0.89) });
  page.drawText(`${site.regulator.name} Reg. No. ${site.regulator.number}`, { x: margin, y: height - 268, size: 9, font: fonts.bold, color: gold });

  let y = height - 350;
  y = sectionTitle(page, fonts, "Who we are", y);
  y = paragraph(page, `${site.name} is a Pune-based consultancy that plans, markets and sells residential and commercial projects on behalf of real-estate developers. Founded in ${site.foundedYear} by three directors with long careers in developer sales, we work as an extension of the developer's own team: one accountable partner from land study to the last unit handed over.`, margin, y, { font: fonts.regular, size: 10.5, width: contentWidth });
  y = paragraph(page, "Buyers, sellers and investors also come to us for honest advice on projects we know from the inside, and every transaction we handle follows the disclosure rules of the Real Estate (Regulation and Development) Act, 2016.", margin, y - 6, { font: fonts.regular, size: 10.5, width: contentWidth });

  y -= 18;
  y = sectionTitle(page, fonts, "Track record", y);
  const gap = 12;
  const boxWidth = (contentWidth - gap * 3) / 4;
  stats.forEach((stat, index) => {
    const x = margin + index * (boxWidth + gap);
    page.drawRectangle({ x, y: y - 70, width: boxWidth, height: 82, color: tint });
    page.drawRectangle({ x, y: y - 70, width: 3, height: 82, color: gold });
    let textX = x + 14;
    if (stat.rupee) textX += rupee(page, textX, y - 22, 15.5, navy) + 2;
    page.drawText(stat.value, { x: textX, y: y - 22, size: 22, font: fonts.display, color: navy });
    page.drawText(stat.label, { x: x + 14, y: y - 48, size: 8.5, font: fonts.regular, color: muted });
  });
  y -= 110;

  y = sectionTitle(page, fonts, "Vision and mission", y);
  const half = (contentWidth - 24) / 2;
  page.drawText("Vision", { x: margin, y, size: 12, font: fonts.bold, color: navy });
  paragraph(page, "To be the most trusted sales and marketing partner for real-estate developers in western India, known for projects that sell out on plan and buyers who recommend them.", margin, y - 18, { font: fonts.regular, size: 10, width: half });
  page.drawText("Mission", { x: margin + half + 24, y, size: 12, font: fonts.bold, color: navy });
  paragraph(page, "To empower developers with sales and marketing solutions: sound strategy, sharp branding and a disciplined sales process that turn good projects into sold-out ones.", margin + half + 24, y - 18, { font: fonts.regular, size: 10, width: half });
  footer(page, fonts, 1);
}

function secondPage(doc: PDFDocument, fonts: Fonts) {
  const page = doc.addPage(A4);
  const height = A4[1];
  let y = height - 70;
  y = sectionTitle(page, fonts, "What we do", y);
  page.drawText("Five services, one accountable team", { x: margin, y, size: 20, font: fonts.display, color: navy });
  y -= 28;
  services.forEach((service, index) => {
    page.drawCircle({ x: margin + 11, y: y - 4, size: 11, color: navy });
    const number = String(index + 1);
    page.drawText(number, { x: margin + 11 - fonts.bold.widthOfTextAtSize(number, 10) / 2, y: y - 7.5, size: 10, font: fonts.bold, color: gold });
    page.drawText(service.title, { x: margin + 34, y: y - 2, size: 12, font: fonts.bold, color: navy });
    y = paragraph(page, service.text, margin + 34, y - 18, { font: fonts.regular, size: 10, width: contentWidth - 34 });
    y -= 10;
  });

  y -= 6;
  y = sectionTitle(page, fonts, "Our approach", y);
  const stepWidth = (contentWidth - 3 * 10) / 4;
  approach.forEach((step, index) => {
    const x = margin + index * (stepWidth + 10);
    page.drawRectangle({ x, y: y - 90, width: stepWidth, height: 102, borderColor: line, borderWidth: 1, color: white });
    page.drawText(`STEP ${index + 1}`, { x: x + 10, y: y - 6, size: 8, font: fonts.bold, color: goldDark });
    const bottom = paragraph(page, step.title, x + 10, y - 22, { font: fonts.bold, size: 9.5, width: stepWidth - 20, color: navy, leading: 12 });
    paragraph(page, step.text, x + 10, bottom - 4, { font: fonts.regular, size: 8.5, width: stepWidth - 20, color: muted, leading: 11 });
  });
  y -= 112;

  // Contact panel.
  const panelTop = y;
  const panelHeight = 214;
  page.drawRectangle({ x: margin, y: panelTop - panelHeight, width: contentWidth, height: panelHeight, color: navy });
  page.drawRectangle({ x: margin, y: panelTop - panelHeight, width: 4, height: panelHeight, color: gold });
  page.drawText("Let's talk about your project", { x: margin + 24, y: panelTop - 36, size: 18, font: fonts.display, color: white });
  const rows: [string, string][] = [
    ["Office", addressLine],
    ["Phone", site.phone],
    ["E-mail", site.email],
    ["Website", site.url.replace(/^https?:\/\//, "")],
    ["Hours", site.hours.map((entry) => `${entry.days}: ${entry.time}`).join("  |  ")],
  ];
  let rowY = panelTop - 66;
  for (const [label, value] of rows) {
    page.drawText(label.toUpperCase(), { x: margin + 24, y: rowY, size: 8, font: fonts.bold, color: gold });
    rowY = paragraph(page, value, margin + 100, rowY, { font: fonts.regular, size: 10, width: contentWidth - 124, color: white, leading: 13 }) - 9;
  }
  page.drawText(`${site.regulator.name} Reg. No. ${site.regulator.number}`, { x: margin + 24, y: panelTop - panelHeight + 16, size: 8, font: fonts.regular, color: rgb(0.68, 0.78, 0.89) });
  footer(page, fonts, 2);
}

async function writePdf() {
  const doc = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    display: await doc.embedFont(StandardFonts.TimesRomanBold),
  };
  const fixedDate = new Date("2025-01-01T00:00:00Z");
  doc.setTitle(`${site.name} | Company Profile`);
  doc.setAuthor(site.name);
  doc.setSubject("Real estate sales and marketing consultancy, Pune");
  doc.setKeywords(["real estate", "Pune", "sales", "marketing", "consultancy"]);
  doc.setCreator(site.name);
  doc.setProducer("pdf-lib");
  doc.setCreationDate(fixedDate);
  doc.setModificationDate(fixedDate);
  firstPage(doc, fonts);
  secondPage(doc, fonts);
  const bytes = await doc.save();
  await mkdir(dirname(pdfPath), { recursive: true });
  await writeFile(pdfPath, bytes);
  console.log(`wrote ${pdfPath} (${Math.round(bytes.length / 1024)} KB)`);
}

async function writeQr() {
  const svg = await QRCode.toString(profileUrl, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
    color: { dark: "#0a1d30ff", light: "#ffffffff" },
  });
  await mkdir(dirname(qrPath), { recursive: true });
  await writeFile(qrPath, `${svg.trim()}\n`);
  console.log(`wrote ${qrPath} for ${profileUrl}`);
}

await writePdf();
await writeQr();
