import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DOCUMENT_MAX_BYTES, documentMessages } from "@/shared/contract/employee-documents";
import { usePickedDocuments } from "./use-picked-documents";

/** A picked file of `size` bytes (the content is not read before the upload). */
const file = (name: string, size = 1024, lastModified = 1) => {
  const picked = new File(["x"], name, { lastModified });
  Object.defineProperty(picked, "size", { value: size });
  return picked;
};

describe("the employee form's picked documents", () => {
  it("keeps the accepted files and names each refused one with the contract's message", () => {
    const { result } = renderHook(() => usePickedDocuments("hr"));
    act(() =>
      result.current.add([
        file("pan.pdf"),
        file("setup.exe"),
        file("scan.PNG", DOCUMENT_MAX_BYTES),
        file("video.jpg", DOCUMENT_MAX_BYTES + 1),
      ]),
    );
    expect(result.current.files.map((picked) => picked.name)).toEqual(["pan.pdf", "scan.PNG"]);
    expect(result.current.refused).toEqual([documentMessages.type("setup.exe"), documentMessages.size("video.jpg")]);
  });

  it("keeps a file picked twice once, forgets the last refusals on the next pick, and removes and clears", () => {
    const { result } = renderHook(() => usePickedDocuments("hr"));
    act(() => result.current.add([file("pan.pdf"), file("notes.txt")]));
    act(() => result.current.add([file("pan.pdf"), file("pan.pdf", 1024, 2), file("aadhaar.jpg")]));
    expect(result.current.files.map((picked) => `${picked.name}@${picked.lastModified}`)).toEqual([
      "pan.pdf@1",
      "pan.pdf@2",
      "aadhaar.jpg@1",
    ]);
    expect(result.current.refused).toEqual([]);
    act(() => result.current.remove(1));
    expect(result.current.files.map((picked) => `${picked.name}@${picked.lastModified}`)).toEqual(["pan.pdf@1", "aadhaar.jpg@1"]);
    act(() => result.current.add([file("notes.txt")]));
    act(() => result.current.clear());
    expect(result.current.files).toEqual([]);
    expect(result.current.refused).toEqual([]);
  });
});
