/** What generate-project-art.ts draws: the colour palettes and one picture per portfolio project (kind, palette, seed). */

type Kind = "residential" | "commercial" | "retail" | "industrial";

interface Palette {
  sky: [string, string];
  sun: string;
  hill: string;
  far: string;
  facade: [string, string];
  side: string;
  glass: string;
  slab: string;
  accent: string;
  ground: [string, string];
  tree: [string, string];
  lit?: string;
}

export const palettes: Record<string, Palette> = {
  morning: {
    sky: ["#bfe0f2", "#fdf1de"],
    sun: "#ffd27a",
    hill: "#a9c7b8",
    far: "#9bb8cc",
    facade: ["#f6f1e8", "#dcd1c1"],
    side: "#b9ab97",
    glass: "#5b87ab",
    slab: "#ffffff",
    accent: "#c8763c",
    ground: ["#8db47a", "#6f9560"],
    tree: ["#3f7a4a", "#5d9a5f"],
  },
  dusk: {
    sky: ["#2e3b6b", "#f2a66a"],
    sun: "#ffcf8a",
    hill: "#4d4f7c",
    far: "#404a76",
    facade: ["#eadfd1", "#c4b4a1"],
    side: "#8a7b70",
    glass: "#2f4a6b",
    slab: "#f7efe4",
    accent: "#e0a526",
    ground: ["#50694b", "#3e553b"],
    tree: ["#28472f", "#3b6040"],
    lit: "#ffd88a",
  },
  night: {
    sky: ["#0a1d30", "#2d5f8f"],
    sun: "#f3d27a",
    hill: "#173a5c",
    far: "#1f4a74",
    facade: ["#d9e2ec", "#9fb0c3"],
    side: "#6b7f96",
    glass: "#1c3550",
    slab: "#e8eef4",
    accent: "#e0a526",
    ground: ["#22384a", "#182a38"],
    tree: ["#1d3a33", "#2b5046"],
    lit: "#f3d27a",
  },
  golden: {
    sky: ["#f7d6a2", "#fcefdc"],
    sun: "#fff2c9",
    hill: "#d9b98f",
    far: "#c9a98a",
    facade: ["#ffffff", "#e9dfd2"],
    side: "#c4b29b",
    glass: "#3d6289",
    slab: "#ffffff",
    accent: "#2d5f8f",
    ground: ["#a8b87a", "#8a9c62"],
    tree: ["#56703f", "#74904f"],
  },
  teal: {
    sky: ["#a7d8db", "#f1f9ef"],
    sun: "#fff6d6",
    hill: "#8dbfb3",
    far: "#86b0b0",
    facade: ["#f8f8f3", "#d9dbd1"],
    side: "#a9ae9f",
    glass: "#37697c",
    slab: "#ffffff",
    accent: "#1d7874",
    ground: ["#8fbf86", "#6ea469"],
    tree: ["#2f6b55", "#4c8c6a"],
  },
  rose: {
    sky: ["#f6c4bb", "#fdebd2"],
    sun: "#fff0d8",
    hill: "#d7a79c",
    far: "#c79e9a",
    facade: ["#fff8ef", "#e8d5c1"],
    side: "#c2a58c",
    glass: "#566d8c",
    slab: "#ffffff",
    accent: "#9c4a3c",
    ground: ["#a3b57f", "#839a65"],
    tree: ["#5b7444", "#7a9556"],
  },
  monsoon: {
    sky: ["#8ea6b8", "#e1e9ee"],
    sun: "#f4f6f7",
    hill: "#6f8f86",
    far: "#7d95a5",
    facade: ["#eef0f0", "#c6ccd0"],
    side: "#98a1a8",
    glass: "#46667e",
    slab: "#ffffff",
    accent: "#3f7d58",
    ground: ["#6c9a68", "#557f53"],
    tree: ["#2e5e3e", "#44784f"],
  },
  brand: {
    sky: ["#d7e4f1", "#f7f3ea"],
    sun: "#f3d27a",
    hill: "#aec8e2",
    far: "#8fb0cf",
    facade: ["#ffffff", "#dfe6ee"],
    side: "#9fb0c3",
    glass: "#173a5c",
    slab: "#ffffff",
    accent: "#e0a526",
    ground: ["#9cbf8d", "#7ba46d"],
    tree: ["#335f45", "#4f8a5e"],
  },
};

export interface Art {
  file: string;
  kind: Kind;
  palette: keyof typeof palettes;
  seed: number;
  towers?: number;
}

/** One entry per portfolio project (the file name is the project's slug). */
export const arts: Art[] = [
  { file: "estella", kind: "residential", palette: "golden", seed: 11, towers: 2 },
  { file: "onella-tower", kind: "residential", palette: "dusk", seed: 23, towers: 1 },
  { file: "stella", kind: "residential", palette: "teal", seed: 37, towers: 3 },
  { file: "silver-orchid", kind: "residential", palette: "monsoon", seed: 41, towers: 2 },
  { file: "rajveer-imperia", kind: "residential", palette: "night", seed: 53, towers: 2 },
  { file: "vedant-business-hub", kind: "commercial", palette: "morning", seed: 61 },
  { file: "kesar-greens", kind: "residential", palette: "rose", seed: 71, towers: 3 },
  { file: "trimurti-retail-arcade", kind: "retail", palette: "golden", seed: 83 },
  { file: "sahyadri-logistics-park", kind: "industrial", palette: "monsoon", seed: 97 },
  { file: "anandvan-residency", kind: "residential", palette: "morning", seed: 101, towers: 2 },
  { file: "aarohi-heights", kind: "residential", palette: "brand", seed: 113, towers: 1 },
  { file: "skyline-corporate-park", kind: "commercial", palette: "dusk", seed: 127 },
  { file: "nilaya-residences", kind: "residential", palette: "teal", seed: 131, towers: 2 },
  { file: "oakwood-enclave", kind: "residential", palette: "rose", seed: 149, towers: 1 },
  { file: "pavilion-square", kind: "retail", palette: "night", seed: 151 },
  { file: "sankalp-towers", kind: "residential", palette: "dusk", seed: 163, towers: 2 },
  { file: "riverstone-business-bay", kind: "commercial", palette: "brand", seed: 173 },
  { file: "vrindavan-gardens", kind: "residential", palette: "golden", seed: 181, towers: 3 },
];
