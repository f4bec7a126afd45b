import { LogIn } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { normaliseTogetherCode, TOGETHER_CODE_PATTERN } from "@/shared/contracts/together";
import { Button } from "@/web/components/ui/button";
import { Input, Label } from "@/web/components/ui/input";
import { TOGETHER_COPY } from "../together-copy";

/** The code box: accepts lower case, spaces and a dash, and says what a code looks like when it is not one. */
export function JoinCodeForm({
  onJoin,
  pending,
  serverError,
}: {
  onJoin(code: string): void;
  pending: boolean;
  /** the server's answer to the last try (unknown code, expired, full) */
  serverError: string | null;
}) {
  const id = useId();
  const [value, setValue] = useState("");
  const [invalid, setInvalid] = useState(false);
  const error = invalid ? TOGETHER_COPY.codeInvalid : serverError;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const code = normaliseTogetherCode(value);
    if (!TOGETHER_CODE_PATTERN.test(code)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onJoin(code);
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-2">
      <Label htmlFor={`${id}-code`}>{TOGETHER_COPY.codeLabel}</Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-code`}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setInvalid(false);
          }}
          placeholder={TOGETHER_COPY.codePlaceholder}
          maxLength={9}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="font-semibold uppercase tracking-[0.2em] placeholder:font-normal placeholder:normal-case placeholder:tracking-normal"
        />
        <Button type="submit" variant="secondary" disabled={pending || value.trim() === ""}>
          <LogIn strokeWidth={1.75} aria-hidden />
          {pending ? TOGETHER_COPY.joining : TOGETHER_COPY.join}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}
