import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useNow } from "./use-now";

describe("useNow", () => {
  it("renews the time every interval and stops when unmounted", () => {
    vi.useFakeTimers({ now: new Date("2026-12-08T06:30:00.000Z") });
    const { result, unmount } = renderHook(() => useNow(60_000));
    const start = result.current;
    expect(start).toBe(Date.parse("2026-12-08T06:30:00.000Z"));
    act(() => vi.advanceTimersByTime(59_999));
    expect(result.current).toBe(start);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(start + 60_000);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
