import { cn } from "@/web/lib/cn";
import { profileInitials } from "./initials";

/** A round initials avatar in the brand gradient; the letters come from profileInitials. */
export function ProfileAvatar({
  fullName,
  username,
  email,
  className,
}: {
  fullName: string | null | undefined;
  username?: string | null;
  email?: string | null;
  className?: string;
}) {
  return (
    <span
      aria-hidden
      className={cn(
        "inline-flex size-16 shrink-0 select-none items-center justify-center rounded-full bg-gradient-to-br from-accent to-mood text-xl font-semibold tracking-tight text-[#0b0c12] shadow-[0_10px_30px_-12px_rgb(139_124_246/0.7)]",
        className,
      )}
    >
      {profileInitials(fullName, username, email)}
    </span>
  );
}
