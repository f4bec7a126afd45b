import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";

/** 'Back to Home' above a page's heading: a quiet link, aligned with the text below it. */
export function BackToHome({ className }: { className?: string }) {
  return (
    <Button asChild variant="ghost" className={cn("-ml-3", className)}>
      <Link to="/">
        <ArrowLeft strokeWidth={1.75} aria-hidden />
        Back to Home
      </Link>
    </Button>
  );
}
