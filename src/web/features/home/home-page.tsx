import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { useSession } from "../session/session-provider";

export function HomePage() {
  const { user } = useSession();
  const name = user?.user_metadata.full_name?.split(" ")[0];
  return (
    <div className="page-gutter mx-auto max-w-[1440px] py-8 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-semibold sm:text-4xl">
            {name ? `What's the mood, ${name}?` : "What's the mood tonight?"}
          </h1>
          <p className="mt-2 text-fg-secondary">Browse the catalogue, or let Moodreel pick for how you feel.</p>
        </div>
        <Button asChild variant="mood" size="lg">
          <Link to="/recommendations">
            <Sparkles strokeWidth={1.75} />
            Get Personalised Recommendations
          </Link>
        </Button>
      </div>
    </div>
  );
}
