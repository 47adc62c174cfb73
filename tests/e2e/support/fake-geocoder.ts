/**
 * A stand-in for the reverse geocoder (GEOCODER_URL) in the end-to-end run: Nominatim's answer shape,
 * open to any origin like the real service. A latitude of exactly 10 answers 503, so a spec can see
 * the address fall back to coordinates when the geocoder is down.
 *   GEOCODER_PORT=5199 tsx tests/e2e/support/fake-geocoder.ts
 */
import { createServer } from "node:http";

export const GEOCODER_DOWN_LATITUDE = 10;
export const fakeAddress = (latitude: number, longitude: number) => `Test Lane ${latitude.toFixed(4)} ${longitude.toFixed(4)}, Baner, Pune`;

const port = Number(process.env.GEOCODER_PORT ?? 5199);
if (process.argv[1]?.endsWith("fake-geocoder.ts")) {
  createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const headers = { "access-control-allow-origin": "*", "content-type": "application/json" };
    if (url.pathname === "/health") return void response.writeHead(200, headers).end("{}");
    const latitude = Number(url.searchParams.get("lat"));
    const longitude = Number(url.searchParams.get("lon"));
    if (url.pathname !== "/reverse" || !Number.isFinite(latitude) || !Number.isFinite(longitude))
      return void response.writeHead(400, headers).end("{}");
    if (latitude === GEOCODER_DOWN_LATITUDE) return void response.writeHead(503, headers).end("{}");
    response.writeHead(200, headers).end(JSON.stringify({ display_name: fakeAddress(latitude, longitude) }));
  }).listen(port, "127.0.0.1");
}
