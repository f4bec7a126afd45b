import { Copy, Share2 } from "lucide-react";
import { useId } from "react";
import { Button } from "@/web/components/ui/button";
import { Input, Label } from "@/web/components/ui/input";
import { notify } from "@/web/lib/toast";
import { TOGETHER_COPY } from "../together-copy";

/** The code in large type, the link to copy, and the system share sheet where there is one. */
export function ShareInvite({ code }: { code: string }) {
  const id = useId();
  const link = `${window.location.origin}/together/${code}`;
  const canShare = typeof navigator.share === "function";

  const copy = () => {
    const write = navigator.clipboard?.writeText(link) ?? Promise.reject(new Error("no clipboard"));
    write.then(
      () => notify.success(TOGETHER_COPY.linkCopied, "Send it to the person you're watching with."),
      () => notify.error("Could not copy the link", "Select the link in the box and copy it instead."),
    );
  };
  const share = () => {
    // a dismissed share sheet rejects: nothing to report
    navigator
      .share?.({ title: "Watch together on Moodreel", text: `Join me with code ${code}`, url: link })
      .catch(() => {});
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-[var(--radius-card)] border border-accent/30 bg-surface p-5"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold tracking-tight">
        {TOGETHER_COPY.shareHeading}
      </h2>
      <p className="mt-1 text-sm text-fg-secondary">{TOGETHER_COPY.shareText}</p>
      <p className="mt-4 text-xs font-medium uppercase tracking-wide text-fg-muted">Code</p>
      <p data-together-code={code} className="mt-1 text-4xl font-semibold tabular-nums tracking-[0.25em] text-accent">
        {code}
      </p>
      <Label htmlFor={`${id}-link`} className="mt-4 block">
        Invite link
      </Label>
      <Input
        id={`${id}-link`}
        readOnly
        value={link}
        onFocus={(e) => e.currentTarget.select()}
        className="mt-1.5 text-sm"
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={copy}>
          <Copy strokeWidth={1.75} aria-hidden />
          {TOGETHER_COPY.copyLink}
        </Button>
        {canShare ? (
          <Button variant="ghost" onClick={share}>
            <Share2 strokeWidth={1.75} aria-hidden />
            {TOGETHER_COPY.share}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
