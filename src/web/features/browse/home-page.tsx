import { Sparkles, Users } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
import { SIGN_IN_TOAST_DELAY_MS } from "@/web/kit/media/toggle-guard";
import { useSession } from "@/web/kit/session/session-provider";
import { notify } from "@/web/lib/toast";
import { CatalogueBrowser } from "./components/catalogue-browser";

/** Dark text on the mood colour: white on it reads at 3.3:1, below the 4.5:1 the design asks for. */
const MOOD_BUTTON = "w-full text-bg sm:w-auto";

function RecommendationsButton({ signedIn }: { signedIn: boolean }) {
  const content = (
    <>
      <Sparkles strokeWidth={1.75} aria-hidden />
      Get Personalised Recommendations
    </>
  );
  if (signedIn) {
    return (
      <Button asChild variant="mood" size="lg" className={MOOD_BUTTON}>
        <Link to="/recommendations">{content}</Link>
      </Button>
    );
  }
  return (
    <Button
      variant="mood"
      size="lg"
      className={MOOD_BUTTON}
      // the same short delay as every other sign-in toast (SIGN_IN_TOAST_DELAY_MS)
      onClick={() =>
        setTimeout(
          () => notify.info("Sign in required", "Please sign in to get personalized recommendations."),
          SIGN_IN_TOAST_DELAY_MS,
        )
      }
    >
      {content}
    </Button>
  );
}

/** Home for signed-in users and guests: the heading, the recommendations button and the catalogue. */
export function HomePage() {
  const { user, isLoggedIn } = useSession();
  const name = user?.user_metadata.full_name?.trim().split(/\s+/)[0];
  return (
    <div className="page-gutter mx-auto max-w-[1440px] pb-8 pt-8 sm:pt-10">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-semibold sm:text-4xl">
            {name ? `What's the mood, ${name}?` : "What's the mood tonight?"}
          </h1>
          <p className="mt-2 text-fg-secondary">Browse the catalogue, or let Moodreel pick for how you feel.</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          {isLoggedIn ? (
            <Button asChild variant="secondary" size="lg" className="w-full sm:w-auto">
              <Link to="/together">
                <Users strokeWidth={1.75} aria-hidden />
                Watch together
              </Link>
            </Button>
          ) : null}
          <RecommendationsButton signedIn={isLoggedIn} />
        </div>
      </div>
      <div className="mt-8">
        <CatalogueBrowser key={user?.id ?? "guest"} userId={user?.id ?? null} />
      </div>
    </div>
  );
}
