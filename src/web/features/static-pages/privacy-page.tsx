import { ContactLine, StaticPage } from "./static-page";

export function PrivacyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      updated="August 2025"
      intro={
        <p>Moodreel keeps only what it needs to recommend you something good to watch. Here is what that means.</p>
      }
      sections={[
        {
          heading: "Information we collect",
          body: (
            <ul>
              <li>Account details: your e-mail address, your name and a securely hashed password.</li>
              <li>Your choices in the app: ratings, your watch list, the streaming services you pick.</li>
              <li>Mood requests and the recommendations we showed you, with how you reacted to them.</li>
              <li>Basic technical logs (time, page, error) that help us keep the service running.</li>
            </ul>
          ),
        },
        {
          heading: "How we use it",
          body: (
            <p>
              To run your account, to personalise recommendations from your ratings, to show where titles stream on your
              services, to keep the service secure and to understand which features help people find something to watch.
            </p>
          ),
        },
        {
          heading: "Beta testing data",
          body: (
            <p>
              During the beta we look at aggregated usage (for example how often recommendations are opened or saved) to
              improve the recommender. These figures are counts and rates, not a profile of you, and they stay with us.
            </p>
          ),
        },
        {
          heading: "Sharing",
          body: (
            <p>
              We do not sell your data and we do not share it for advertising. We only share it when the law requires us
              to, or with a provider that runs part of the service for us (such as e-mail delivery) under a contract
              that limits what they can do with it.
            </p>
          ),
        },
        {
          heading: "Security",
          body: (
            <p>
              Passwords are stored as salted hashes, sessions use secure, HTTP-only cookies, and traffic is encrypted in
              transit. No system is perfect; if something goes wrong we will tell affected users promptly.
            </p>
          ),
        },
        {
          heading: "Third parties",
          body: (
            <p>
              When you follow a link to a streaming service or play a trailer, that provider's own privacy policy
              applies to what happens on its side.
            </p>
          ),
        },
        {
          heading: "Your rights, and the beta's limits",
          body: (
            <p>
              You can ask for a copy of your data, correct it, or have your account and everything in it deleted. During
              the beta some of these requests are handled by hand rather than from a button in the app, so they may take
              a few days.
            </p>
          ),
        },
        {
          heading: "Changes",
          body: (
            <p>If we change how we handle your data, we will update this page and tell you before it takes effect.</p>
          ),
        },
        { heading: "Contact", body: <ContactLine /> },
      ]}
    />
  );
}
