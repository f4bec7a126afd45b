import { Check, Circle } from "lucide-react";
import { passwordChecklist } from "@/shared/password-rules";
import { cn } from "@/web/lib/cn";

/** The live password checklist: length, a letter, a digit, each ticked as it is met. */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  return (
    <ul id={id} className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm" aria-label="Password requirements">
      {passwordChecklist(password).map((rule) => (
        <li
          key={rule.id}
          className={cn(
            "flex items-center gap-2 transition-colors duration-150",
            rule.met ? "text-fg" : "text-fg-muted",
          )}
        >
          <span
            className={cn(
              "inline-flex size-4 shrink-0 items-center justify-center rounded-full transition-colors duration-150",
              rule.met ? "bg-success text-bg" : "text-fg-muted",
            )}
            aria-hidden
          >
            {rule.met ? (
              <Check className="size-3" strokeWidth={3} />
            ) : (
              <Circle className="size-3.5" strokeWidth={1.75} />
            )}
          </span>
          <span>
            {rule.label}
            <span className="sr-only">{rule.met ? ": done" : ": not yet"}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
