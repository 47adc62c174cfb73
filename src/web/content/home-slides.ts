import heroDawn from "@/web/assets/images/home/hero-dawn.svg";
import heroDusk from "@/web/assets/images/home/hero-dusk.svg";
import heroGolden from "@/web/assets/images/home/hero-golden.svg";
import heroMorning from "@/web/assets/images/home/hero-morning.svg";
import heroNight from "@/web/assets/images/home/hero-night.svg";
import type { ImageAsset } from "./image";

// Kept apart from home.ts so the page meta (main bundle) can name the first image for preloading
// without pulling in the rest of the home page's content.

/** docs/product.md section 3.3: five hero images, changing every 5000 ms. */
export const HERO_INTERVAL_MS = 5000;

const slide = (src: string, alt: string): ImageAsset => ({ src, width: 1600, height: 900, alt });

export const heroSlides: ImageAsset[] = [
  slide(heroDawn, "Residential towers on the Pune skyline at dawn, with the Sahyadri hills behind"),
  slide(heroMorning, "High-rise apartments and a tower crane under a clear morning sky in Pune"),
  slide(heroGolden, "Apartment towers glowing in the evening sun over Pune"),
  slide(heroDusk, "Lit homes in Pune residential towers at dusk"),
  slide(heroNight, "Pune's residential skyline at night under a crescent moon"),
];
