/**
 * Writes the downloadable company profile (public/company-profile.pdf, two A4 pages) and the QR code that points
 * at it (src/web/assets/images/contact/profile-qr.svg). Both outputs are committed; run again after changing the
 * brand or the copy (below and in company-profile-copy.ts):  npx tsx scripts/generate-company-profile.ts
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PDFDocument, StandardFonts, rgb, type PDFPage } from "pdf-lib";
import QRCode from "qrcode";
import { buildSite } from "../src/shared/site";
import {
  A4,
  contentWidth,
  gold,
  goldDark,
  line,
  margin,
  muted,
  navy,
  navySoft,
  paragraph,
  rupee,
  sectionTitle,
  tint,
  white,
  type Fonts,
} from "./company-profile-layout";
import { approach, services, stats } from "./company-profile-copy";

const site = buildSite({ companyName: process.env.COMPANY_NAME, emailDomain: process.env.COMPANY_EMAIL_DOMAIN });
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const pdfPath = resolve(root, "public/company-profile.pdf");
const qrPath = resolve(root, "src/web/assets/images/contact/profile-qr.svg");
export const profileUrl = `${site.url}/company-profile.pdf`;

const address = site.address;
const addressLine = `${address.street}, ${address.locality}, ${address.city}, ${address.region} ${address.postalCode}, ${address.country}`;

function footer(page: PDFPage, fonts: Fonts, pageNumber: number) {
  page.drawLine({ start: { x: margin, y: 46 }, end: { x: A4[0] - margin, y: 46 }, thickness: 0.6, color: line });
  page.drawText(`${site.name}  |  Company Profile 2025`, { x: margin, y: 30, size: 8, font: fonts.regular, color: muted });
  const right = `${site.url.replace(/^https?:\/\//, "")}  |  Page ${pageNumber} of 2`;
  page.drawText(right, {
    x: A4[0] - margin - fonts.regular.widthOfTextAtSize(right, 8),
    y: 30,
    size: 8,
    font: fonts.regular,
    color: muted,
  });
}

function firstPage(doc: PDFDocument, fonts: Fonts) {
  const page = doc.addPage(A4);
  const [width, height] = A4;
  // Cover band with a simple skyline.
  page.drawRectangle({ x: 0, y: height - 300, width, height: 300, color: navy });
  const towers: [number, number, number][] = [
    [330, 70, 120],
    [388, 46, 170],
    [420, 58, 95],
    [468, 40, 210],
    [500, 52, 140],
    [545, 50, 105],
  ];
  for (const [x, w, h] of towers) {
    page.drawRectangle({ x, y: height - 300, width: w, height: h, color: navySoft });
    for (let wy = height - 300 + 14; wy < height - 300 + h - 14; wy += 18) {
      page.drawRectangle({ x: x + 8, y: wy, width: w - 16, height: 2, color: rgb(0.12, 0.25, 0.38) });
    }
  }
  page.drawRectangle({ x: 0, y: height - 304, width, height: 4, color: gold });
  page.drawText("COMPANY PROFILE 2025", { x: margin, y: height - 80, size: 10, font: fonts.bold, color: gold });
  page.drawText(site.name, { x: margin, y: height - 132, size: 38, font: fonts.display, color: white });
  page.drawText("Real estate sales & marketing consultancy", {
    x: margin,
    y: height - 162,
    size: 14,
    font: fonts.regular,
    color: rgb(0.84, 0.89, 0.95),
  });
  page.drawText(`Pune, Maharashtra  |  Since ${site.foundedYear}`, {
    x: margin,
    y: height - 182,
    size: 11,
    font: fonts.regular,
    color: rgb(0.68, 0.78, 0.89),
  });
  page.drawText(`${site.regulator.name} Reg. No. ${site.regulator.number}`, {
    x: margin,
    y: height - 268,
    size: 9,
    font: fonts.bold,
    color: gold,
  });

  let y = height - 350;
  y = sectionTitle(page, fonts, "Who we are", y);
  y = paragraph(
    page,
    `${site.name} is a Pune-based consultancy that plans, markets and sells residential and commercial projects on behalf of real-estate developers. Founded in ${site.foundedYear} by three directors with long careers in developer sales, we work as an extension of the developer's own team: one accountable partner from land study to the last unit handed over.`,
    margin,
    y,
    { font: fonts.regular, size: 10.5, width: contentWidth },
  );
  y = paragraph(
    page,
    "Buyers, sellers and investors also come to us for honest advice on projects we know from the inside, and every transaction we handle follows the disclosure rules of the Real Estate (Regulation and Development) Act, 2016.",
    margin,
    y - 6,
    { font: fonts.regular, size: 10.5, width: contentWidth },
  );

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
  paragraph(
    page,
    "To be the most trusted sales and marketing partner for real-estate developers in western India, known for projects that sell out on plan and buyers who recommend them.",
    margin,
    y - 18,
    { font: fonts.regular, size: 10, width: half },
  );
  page.drawText("Mission", { x: margin + half + 24, y, size: 12, font: fonts.bold, color: navy });
  paragraph(
    page,
    "To empower developers with sales and marketing solutions: sound strategy, sharp branding and a disciplined sales process that turn good projects into sold-out ones.",
    margin + half + 24,
    y - 18,
    { font: fonts.regular, size: 10, width: half },
  );
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
    page.drawText(number, {
      x: margin + 11 - fonts.bold.widthOfTextAtSize(number, 10) / 2,
      y: y - 7.5,
      size: 10,
      font: fonts.bold,
      color: gold,
    });
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
    const bottom = paragraph(page, step.title, x + 10, y - 22, {
      font: fonts.bold,
      size: 9.5,
      width: stepWidth - 20,
      color: navy,
      leading: 12,
    });
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
    rowY =
      paragraph(page, value, margin + 100, rowY, { font: fonts.regular, size: 10, width: contentWidth - 124, color: white, leading: 13 }) -
      9;
  }
  page.drawText(`${site.regulator.name} Reg. No. ${site.regulator.number}`, {
    x: margin + 24,
    y: panelTop - panelHeight + 16,
    size: 8,
    font: fonts.regular,
    color: rgb(0.68, 0.78, 0.89),
  });
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
