import { useEffect } from "react";
import { useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import { sendForm } from "@/web/lib/form-errors";

type Texts = { create: string; update: string };

/**
 * A create-or-edit dialog's form (projects, jobs, policies): filled from `item` each time the dialog
 * opens (blank for a new one), emptied on close, and sent with `sendForm`'s toasts and field errors.
 * `toForm` and `blank` should be module constants: a new one each render would refill the open form.
 */
export function useFormDialog<Form extends FieldValues, Input extends FieldValues, Item>(options: {
  id: string;
  open: boolean;
  item: Item | null;
  onClose: () => void;
  blank: Form;
  toForm: (item: Item) => Form;
  resolver: Resolver<Form, unknown, Input>;
  save: (input: Input, item: Item | null) => Promise<unknown>;
  success: Texts;
  failure: Texts;
}) {
  const { open, item, blank, toForm } = options;
  const editing = item !== null;
  const form = useForm<Form, unknown, Input>({ resolver: options.resolver, defaultValues: blank as DefaultValues<Form> });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(item ? toForm(item) : blank);
  }, [open, item, reset, toForm, blank]);

  const close = () => {
    reset(blank);
    options.onClose();
  };
  const submit = form.handleSubmit((input) =>
    sendForm(() => options.save(input, item), {
      setError: form.setError,
      success: editing ? options.success.update : options.success.create,
      failure: editing ? options.failure.update : options.failure.create,
      onDone: close,
    }),
  );
  return {
    editing,
    /** What FormField needs. */
    field: { register: form.register, errors: form.formState.errors },
    submit,
    /** FormDialog's open, close, form id and busy state. */
    dialog: { open, onClose: close, formId: options.id, busy: form.formState.isSubmitting },
  };
}
