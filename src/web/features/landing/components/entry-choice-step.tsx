import { ArrowRight, Ghost, LogIn, type LucideIcon, UserRoundPlus } from "lucide-react";
import { useId } from "react";
import { cn } from "@/web/lib/cn";

/** The entry dialog's second step: Sign Up, Sign In or Continue as Guest. */
export function EntryChoiceStep({
  onSignUp,
  onSignIn,
  onGuest,
}: {
  onSignUp(): void;
  onSignIn(): void;
  onGuest(): void;
}) {
  return (
    <div className="space-y-3">
      <ChoiceButton
        icon={UserRoundPlus}
        label="Sign Up"
        hint="Create a free account to save a watch list, rate titles and get mood picks."
        primary
        onClick={onSignUp}
      />
      <ChoiceButton icon={LogIn} label="Sign In" hint="Welcome back: pick up where you left off." onClick={onSignIn} />
      <ChoiceButton
        icon={Ghost}
        label="Continue as Guest"
        hint="Browse, search and filter the catalogue without an account."
        onClick={onGuest}
      />
    </div>
  );
}

function ChoiceButton({
  icon: Icon,
  label,
  hint,
  primary,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  hint: string;
  primary?: boolean;
  onClick(): void;
}) {
  const id = useId();
  // The tile is clickable as a whole (the button's ::after covers it), while the button's name stays
  // its visible label and the hint is its description.
  return (
    <div
      className={cn(
        "group relative flex min-h-16 w-full items-center gap-4 rounded-[var(--radius-control)] border px-4 py-3 text-left transition-[background-color,border-color,transform] duration-150 ease-out active:scale-[0.99] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent",
        primary
          ? "border-accent bg-accent text-accent-fg hover:bg-accent-hover"
          : "border-border bg-surface-2 text-fg hover:border-border-strong hover:bg-surface-3",
      )}
    >
      <span
        className={cn(
          "inline-flex size-10 shrink-0 items-center justify-center rounded-full",
          primary ? "bg-black/10" : "bg-surface-3 text-fg-secondary group-hover:text-fg",
        )}
      >
        <Icon className="size-5" strokeWidth={1.75} aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <button
          type="button"
          onClick={onClick}
          aria-describedby={`${id}-hint`}
          className="block text-left text-base font-semibold outline-none after:absolute after:inset-0 after:rounded-[var(--radius-control)] after:content-[''] focus-visible:outline-none"
        >
          {label}
        </button>
        <span id={`${id}-hint`} className={cn("block text-sm", primary ? "text-accent-fg/80" : "text-fg-secondary")}>
          {hint}
        </span>
      </span>
      <ArrowRight
        className={cn(
          "size-4 shrink-0 transition-transform duration-150 group-hover:translate-x-0.5",
          primary ? "" : "text-fg-muted",
        )}
        strokeWidth={1.75}
        aria-hidden
      />
    </div>
  );
}
