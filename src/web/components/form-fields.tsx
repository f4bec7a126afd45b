import { Eye, EyeOff } from "lucide-react";
import { type InputHTMLAttributes, type ReactNode, useState } from "react";
import { Input, Label } from "@/web/components/ui/input";
import { cn } from "@/web/lib/cn";

/** A labelled text field. */
export function Field({
  id,
  label,
  hint,
  className,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: ReactNode; hint?: ReactNode }) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...input} />
      {hint}
    </div>
  );
}

/** The e-mail field both account forms open with: same label, keyboard and autofill hints. */
export function EmailField({ id, value, onChange }: { id: string; value: string; onChange: (email: string) => void }) {
  return (
    <Field
      id={id}
      label="Email"
      type="email"
      inputMode="email"
      autoComplete="email"
      placeholder="you@example.com"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required
    />
  );
}

/** A password field with a show/hide toggle (a 44 px target inside the input). */
export function PasswordField({
  id,
  label,
  className,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { id: string; label: ReactNode }) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input id={id} type={visible ? "text" : "password"} className="pr-12" {...input} />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? "Hide password" : "Show password"}
          aria-pressed={visible}
          aria-controls={id}
          className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-[var(--radius-control)] text-fg-muted transition-colors hover:text-fg"
        >
          {visible ? (
            <EyeOff className="size-4" strokeWidth={1.75} aria-hidden />
          ) : (
            <Eye className="size-4" strokeWidth={1.75} aria-hidden />
          )}
        </button>
      </div>
    </div>
  );
}
