export function ScrollToTop() {
  return null;
}

export function useScrollTopOnRouteChange(): void {}
