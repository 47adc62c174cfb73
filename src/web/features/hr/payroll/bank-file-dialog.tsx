import { AlertTriangle, FileDown } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { bankFileRequestSchema, leftOutLabels, paymentMessages, type BankFileSummary } from "@/shared/contract/payroll-payment";
import { bankFileLayoutLabels } from "@/shared/contract/settings";
import { PasswordInput } from "@/web/components/portal/password-input";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { errorMessage } from "@/web/lib/api";
import { fieldErrorsOf } from "@/web/lib/form-errors";
import { formatDateTime, formatRupees } from "@/web/lib/format";
import { saveBlob } from "@/web/lib/save-blob";
import { useBankFileSummary, useDownloadBankFile } from "./payment-api";
import { adminAccountsLeftOutText, monthName } from "./payroll-text";

/** Who is not in the file and why: a warning, never a silent omission. */
function LeftOut({ summary }: { summary: BankFileSummary }) {
  const admins = adminAccountsLeftOutText(summary);
  if (summary.leftOut.length === 0) return admins ? <p className="text-sm text-slate-700">{admins}</p> : null;
  const people = summary.leftOut.length === 1 ? "1 person with net pay is" : `${summary.leftOut.length} people with net pay are`;
  return (
    <div role="note" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <p className="flex items-start gap-2 font-medium">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {`${people} not in the file:`}
      </p>
      <ul className="mt-2 space-y-1 pl-6">
        {summary.leftOut.map((person) => (
          <li key={person.employeeRecordId}>
            <span className="font-medium">{`${person.name} (${person.employeeId})`}</span>
            {`, ${formatRupees(person.netPay)}: ${person.reasons.map((reason) => leftOutLabels[reason]).join(", ")}`}
          </li>
        ))}
      </ul>
      {admins ? <p className="mt-2">{admins}</p> : null}
    </div>
  );
}

/** The month's earlier downloads: who and when (and why, for a repeat), before a reason is asked for this one. */
export function EarlierDownloads({ summary }: { summary: BankFileSummary }) {
  if (summary.earlierDownloads.length === 0) return null;
  return (
    <div role="note" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <p className="flex items-start gap-2 font-medium">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        This file was already downloaded:
      </p>
      <ul className="mt-2 space-y-1 pl-6">
        {summary.earlierDownloads.map((download) => (
          <li
            key={download.at}
          >{`${download.by ?? "A removed account"}, ${formatDateTime(download.at)}${download.reason ? `: ${download.reason}` : ""}`}</li>
        ))}
      </ul>
    </div>
  );
}

type BankFileErrors = { password?: string; reason?: string };

/** Each message under the field its path names (the contract's check in the browser, or the server's `fieldErrors`): the reason's under the reason. */
export function bankFileErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): BankFileErrors {
  const errors: BankFileErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] === "reason" ? "reason" : "password";
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The password, and the reason for a repeat download. */
export function BankFileForm(props: {
  formId: string;
  repeat: boolean;
  password: string;
  reason: string;
  error: BankFileErrors;
  onPassword: (value: string) => void;
  onReason: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
}) {
  const { formId, error } = props;
  return (
    <form id={formId} onSubmit={props.onSubmit} noValidate className="space-y-2">
      <p className="text-sm text-slate-700">
        The file carries full account numbers. Enter your password to download it; the download is recorded.
      </p>
      <FormField
        id={`${formId}-password`}
        label="Your password"
        as={PasswordInput}
        autoComplete="current-password"
        required
        value={props.password}
        onChange={props.onPassword}
        error={error.password}
      />
      {props.repeat ? (
        <FormField
          id={`${formId}-reason`}
          label="Reason for downloading it again"
          required
          value={props.reason}
          onChange={props.onReason}
          error={error.reason}
        />
      ) : null}
    </form>
  );
}

/**
 * Bank File (docs/product.md section 9.14.1): the total, count and warnings first, then the password again before the
 * file with full account numbers is downloaded.
 */
export function BankFileDialog(props: { open: boolean; month: string; onClose: () => void }) {
  const { open, month } = props;
  const summary = useBankFileSummary(month, open);
  const downloadBankFile = useDownloadBankFile(month);
  const [password, setPassword] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<BankFileErrors>({});
  // The server asked for a reason the summary did not (someone downloaded the file meanwhile): the field shows for its message.
  const [reasonAsked, setReasonAsked] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setPassword("");
      setReason("");
      setError({});
      setReasonAsked(false);
    }
  }, [open]);
  const data = summary.data;
  const formId = "bank-file-form";
  const repeat = (data?.earlierDownloads.length ?? 0) > 0 || reasonAsked;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = bankFileRequestSchema.safeParse({ password, reason });
    if (!checked.success) return setError(bankFileErrors(checked.error.issues));
    if (repeat && checked.data.reason === "") return setError({ reason: paymentMessages.reasonRequired });
    setBusy(true);
    try {
      const { blob, fileName } = await downloadBankFile(checked.data);
      saveBlob(blob, fileName);
      toast.success("Download Complete", { description: fileName });
      props.onClose();
    } catch (failure) {
      const errors = bankFileErrors(
        Object.entries(fieldErrorsOf(failure)).map(([field, messages]) => ({ path: [field], message: messages[0] ?? "" })),
      );
      if (errors.reason) setReasonAsked(true);
      setError(errors);
      toast.error("Error", { description: errorMessage(failure, "Failed to download the file") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next || busy ? undefined : props.onClose())}
      title={`Bank transfer file for ${monthName(month)}`}
      size="lg"
      footer={
        <>
          <Button variant="outline" size="sm" onClick={props.onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} size="sm" disabled={busy || !data || data.count === 0 || !data.debitAccountSet}>
            <FileDown aria-hidden="true" />
            {busy ? "Downloading..." : "Download"}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {summary.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            Loading the file&apos;s summary...
          </p>
        ) : null}
        {summary.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(summary.error, "Failed to fetch the bank file")}
          </p>
        ) : null}
        {data ? (
          <>
            <dl className="grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-3 text-sm">
              <div>
                <dt className="text-slate-600">Total</dt>
                <dd className="text-lg font-semibold text-slate-900 tabular-nums">{formatRupees(data.total)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Transfers</dt>
                <dd className="text-lg font-semibold text-slate-900 tabular-nums">{data.count}</dd>
              </div>
            </dl>
            <p className="text-sm text-slate-700">{`Layout: ${bankFileLayoutLabels[data.layout]} (the admin chooses it in Settings).`}</p>
            <LeftOut summary={data} />
            <EarlierDownloads summary={data} />
            {data.count === 0 ? (
              <p className="text-sm text-slate-700">{paymentMessages.nobodyToPay}</p>
            ) : !data.debitAccountSet ? (
              <p role="alert" className="text-sm text-amber-800">
                {paymentMessages.debitAccountMissing(data.layout)}
              </p>
            ) : (
              <BankFileForm
                formId={formId}
                repeat={repeat}
                password={password}
                reason={reason}
                error={error}
                onPassword={(value) => {
                  setPassword(value);
                  setError({});
                }}
                onReason={(value) => {
                  setReason(value);
                  setError({});
                }}
                onSubmit={submit}
              />
            )}
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
