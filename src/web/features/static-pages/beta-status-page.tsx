import { ContactLine, StaticPage } from "./static-page";

export function BetaStatusPage() {
  return (
    <StaticPage
      title="Beta Status"
      intro={<p>Where Moodreel stands today: what works, what is still experimental, and what comes next.</p>}
      sections={[
        {
          heading: "Working features",
          body: (
            <ul>
              <li>Registration and authentication, with e-mail verification.</li>
              <li>Browsing and search across the catalogue.</li>
              <li>Basic streaming availability: where a title streams, rents or sells in the US.</li>
              <li>Your watch list.</li>
              <li>Rating titles from 1 to 10.</li>
            </ul>
          ),
        },
        {
          heading: "Experimental features",
          body: (
            <ul>
              <li>
                Mood-based recommendations: describe a mood, a genre or a film you love and get picks with reasons.
              </li>
              <li>Real-time streaming updates: recommendations appear one by one as they are ready.</li>
            </ul>
          ),
        },
        {
          heading: "Known limitations",
          body: (
            <ul>
              <li>Availability covers the United States only, and prices can be out of date.</li>
              <li>The catalogue is curated and still growing, so a title you look for may be missing.</li>
              <li>Trailers are not available for every title.</li>
            </ul>
          ),
        },
        {
          heading: "Platform support",
          body: (
            <p>
              Moodreel runs in current versions of Chrome, Edge, Firefox and Safari on desktop and mobile. There is no
              native app yet; on a phone you can add the site to your home screen.
            </p>
          ),
        },
        {
          heading: "What is next",
          body: (
            <ul>
              <li>More titles and more regions.</li>
              <li>Shared watch lists for households and friends.</li>
              <li>Recommendations that learn from more than ratings, such as what you finished watching.</li>
            </ul>
          ),
        },
        { heading: "Support", body: <ContactLine /> },
      ]}
    />
  );
}
