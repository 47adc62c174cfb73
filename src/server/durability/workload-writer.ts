import { LOGIN_PATHS, SESSION_HEADERS, type Portal } from "@/shared/contract/auth";
import { EMPLOYEE_CHECKIN_PATH, EMPLOYEE_CHECKOUT_PATH, EMPLOYEE_LEAVE_PATH } from "@/shared/contract/employee-portal";
import { leaveDecisionPath } from "@/shared/contract/leave-admin";
import type { Person, WorkloadPeople } from "./workload-seed";

/** What the server answered with success: each of these must be in the database after any crash. */
export interface Acknowledged {
  inquiries: Set<number>;
  checkIns: Set<number>;
  /** Attendance record ids whose check-out was acknowledged. */
  checkOuts: Set<number>;
  /** Leave request id -> the status the server acknowledged last (Pending when filed, then the decision). */
  leaves: Map<number, "Pending" | "Approved" | "Rejected">;
  /** Sessions acknowledged by a login that a later start no longer knew (each is a loss). */
  sessionsLost: number;
}

export const emptyAcknowledged = (): Acknowledged => ({
  inquiries: new Set(),
  checkIns: new Set(),
  checkOuts: new Set(),
  leaves: new Map(),
  sessionsLost: 0,
});

/** The server died under the request: nothing was acknowledged, and this cycle's writer stops. */
class ServerGone extends Error {}

let addressCounter = 0;
/** A client address per request (the server trusts one proxy hop), so per-address limits never throttle the writer. */
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

/**
 * The working days (no Sunday) from two weeks ahead to 11 months ahead (a leave starts at most a year ahead):
 * a person's n-th leave request takes the n-th, so their requests never overlap.
 */
function leaveDays(): string[] {
  const days: string[] = [];
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  for (let offset = 14; offset < 335; offset += 1) {
    const day = new Date(today + offset * 86_400_000);
    if (day.getUTCDay() !== 0) days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/**
 * Sends the workload to one running server: public inquiries, check-ins and check-outs of this cycle's
 * employees, leave requests, and HR's decisions on them, with sessions kept from earlier cycles (a
 * session is a write too). Records every acknowledged write in `ack`; runs until `running()` turns false
 * or the server stops answering.
 */
export class WorkloadWriter {
  private readonly sessions = new Map<string, string>();
  private readonly undecided: number[] = [];

  constructor(
    private readonly people: WorkloadPeople,
    readonly ack: Acknowledged,
  ) {}

  private written: (() => void) | null = null;

  /** Resolves at the next acknowledged write. */
  firstWrite(): Promise<void> {
    return new Promise((resolve) => (this.written = resolve));
  }

  private acknowledged(): void {
    this.written?.();
    this.written = null;
  }

  async cycle(url: string, checkingIn: Person[], running: () => boolean): Promise<void> {
    const send = async (method: string, path: string, body: unknown, session?: { portal: Portal; id: string }) => {
      if (!running()) throw new ServerGone();
      try {
        const response = await fetch(`${url}${path}`, {
          method,
          headers: {
            "content-type": "application/json",
            origin: url,
            "x-forwarded-for": nextAddress(),
            ...(session ? { [SESSION_HEADERS[session.portal]]: session.id } : {}),
          },
          body: JSON.stringify(body),
        });
        const answer = { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
        // A server shutting down (SIGTERM) answers 503 to a request that reaches it on an open connection.
        if (answer.status === 503) throw new ServerGone();
        return answer;
      } catch {
        throw new ServerGone();
      }
    };
    const sessionOf = async (portal: Portal, person: Person) => {
      const known = this.sessions.get(person.email);
      if (known) return { portal, id: known };
      const answer = await send("POST", LOGIN_PATHS[portal], person);
      if (answer.status !== 200) throw new Error(`login of ${person.email} answered ${answer.status}`);
      const id = String(answer.body?.sessionId);
      this.sessions.set(person.email, id);
      return { portal, id };
    };
    /** A 401 on a session acknowledged before is a lost write; the person logs in again. */
    const checked = async (portal: Portal, person: Person, call: (session: { portal: Portal; id: string }) => ReturnType<typeof send>) => {
      const answer = await call(await sessionOf(portal, person));
      if (answer.status !== 401) return answer;
      this.ack.sessionsLost += 1;
      this.sessions.delete(person.email);
      return call(await sessionOf(portal, person));
    };

    const inquiries = async () => {
      for (let n = 0; ; n += 1) {
        const answer = await send("POST", "/api/inquiries", {
          name: "Durability Check",
          email: `durable${n}@example.in`,
          phone: "+91 98220 12345",
          subject: "general",
          message: "Checking that an acknowledged inquiry survives a crash.",
        });
        if (answer.status === 201) {
          this.ack.inquiries.add(Number(answer.body?.id));
          this.acknowledged();
        }
      }
    };
    const employee = async (person: Person) => {
      const checkIn = await checked("employee", person, (session) =>
        send("POST", EMPLOYEE_CHECKIN_PATH, { address: "Baner, Pune" }, session),
      );
      if (checkIn.status === 201) {
        const id = Number(checkIn.body?.id);
        this.ack.checkIns.add(id);
        this.acknowledged();
        const checkOut = await checked("employee", person, (session) =>
          send("POST", EMPLOYEE_CHECKOUT_PATH, { address: "Baner, Pune" }, session),
        );
        if (checkOut.status === 200) this.ack.checkOuts.add(id);
      }
      for (const day of leaveDays()) {
        const filed = await checked("employee", person, (session) =>
          send(
            "POST",
            EMPLOYEE_LEAVE_PATH,
            { leaveType: "unpaid", startDate: day, endDate: day, reason: "Family function in Satara" },
            session,
          ),
        );
        if (filed.status !== 201) throw new Error(`a leave request answered ${filed.status}: ${JSON.stringify(filed.body)}`);
        const id = Number(filed.body?.id);
        this.ack.leaves.set(id, "Pending");
        this.acknowledged();
        this.undecided.push(id);
      }
    };
    const hr = async () => {
      for (let n = 0; ; n += 1) {
        const id = this.undecided.shift();
        if (id === undefined) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          if (!running()) throw new ServerGone();
          continue;
        }
        const decision = n % 2 === 0 ? "approve" : "reject";
        const answer = await checked("hr", this.people.hr, (session) =>
          send(
            "POST",
            leaveDecisionPath(id, decision),
            decision === "approve" ? {} : { comment: "Short-staffed at the Wakad site that week" },
            session,
          ),
        );
        if (answer.status === 200) this.ack.leaves.set(id, decision === "approve" ? "Approved" : "Rejected");
        else if (answer.status !== 409) throw new Error(`a leave decision answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      }
    };
    const tasks = [inquiries(), inquiries(), hr(), ...checkingIn.map(employee)];
    const outcomes = await Promise.allSettled(tasks);
    const failure = outcomes.find((outcome) => outcome.status === "rejected" && !(outcome.reason instanceof ServerGone));
    if (failure) throw (failure as PromiseRejectedResult).reason;
  }
}
