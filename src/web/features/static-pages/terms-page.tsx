import { ContactLine, StaticPage } from "./static-page";

export function TermsPage() {
  return (
    <StaticPage
      title="Terms of Service"
      updated="August 2025"
      intro={
        <p>
          These terms explain the deal between you and Moodreel when you use the app. We have kept them short and plain.
          By creating an account or continuing as a guest you agree to them.
        </p>
      }
      sections={[
        {
          heading: "Beta service",
          body: (
            <p>
              Moodreel is in beta. Features can change, move or disappear, and things will sometimes break. We may reset
              test data when we need to, and we will say so in advance whenever we can. Please do not rely on the beta
              for anything critical.
            </p>
          ),
        },
        {
          heading: "Service description",
          body: (
            <p>
              Moodreel helps you choose films and series by mood. You can browse and search a catalogue, filter it by
              the streaming services you use, keep a watch list, rate titles from 1 to 10 and ask for recommendations
              that fit how you feel. Where-to-watch information tells you where a title can be streamed, rented or
              bought in the United States.
            </p>
          ),
        },
        {
          heading: "User responsibilities",
          body: (
            <ul>
              <li>You must be 18 or older to create an account.</li>
              <li>Keep your password to yourself and tell us if you think someone else has used your account.</li>
              <li>Give a real e-mail address; we use it to verify your account and for important notices.</li>
              <li>Do not try to break, overload, scrape or reverse-engineer the service, or use it to harm others.</li>
            </ul>
          ),
        },
        {
          heading: "Third-party services",
          body: (
            <p>
              Links to streaming services and stores take you to sites we do not run. Their prices, catalogues and terms
              are their own and can change without notice; availability shown in Moodreel is our best information, not a
              promise. Trailers are embedded from YouTube under its terms.
            </p>
          ),
        },
        {
          heading: "Data and privacy",
          body: (
            <p>
              We handle your data as our Privacy Policy describes: we keep what the app needs to work, we do not sell
              it, and you can ask us to delete it.
            </p>
          ),
        },
        {
          heading: "Limitation of liability",
          body: (
            <p>
              Moodreel is provided as it is, without warranties. To the extent the law allows, we are not liable for
              indirect or consequential losses, for choices you make based on a recommendation, or for the content of
              third-party services.
            </p>
          ),
        },
        {
          heading: "User agreement",
          body: (
            <p>
              Using Moodreel means you accept these terms. If you do not agree, please stop using the service; you can
              delete your account at any time by writing to us.
            </p>
          ),
        },
        {
          heading: "Changes to terms",
          body: (
            <p>
              We may update these terms as the product grows. When a change matters we will tell you in the app or by
              e-mail before it takes effect, and the date at the top of this page will change.
            </p>
          ),
        },
        { heading: "Contact", body: <ContactLine /> },
      ]}
    />
  );
}
