import { Download, Play, TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { useInBrowser } from "@/web/lib/use-in-browser";

/** The outputs of scripts/make-demo-video.ts, served from public/media. */
export const DEMO_MEDIA = {
  webm: "/media/demo.webm",
  mp4: "/media/demo.mp4",
  poster: "/media/demo-poster.jpg",
  shots: [
    { src: "/media/demo-shot-1.jpg", caption: "Start as a guest or with an account" },
    { src: "/media/demo-shot-2.jpg", caption: "Search and filter by your services" },
    { src: "/media/demo-shot-3.jpg", caption: "Details, ratings and where to watch" },
  ],
} as const;

/**
 * The demo of the real product in two formats (WebM VP9 first, MP4 H.264 second). When the browser
 * can play neither, a notice replaces the player, with a download link and screenshots.
 */
export function DemoVideo() {
  const [failed, setFailed] = useState(false);
  const [started, setStarted] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const lastSourceRef = useRef<HTMLSourceElement>(null);
  // Not in the prerendered landing page: there the lazy image, near the fold on a phone, would
  // download beside the first paint.
  const showPoster = useInBrowser();

  useEffect(() => {
    const video = videoRef.current;
    const lastSource = lastSourceRef.current;
    if (!video || !lastSource) return;
    // Every <source> failing fires "error" on the last one; a decode failure fires it on the video.
    const onError = () => setFailed(true);
    const onPlay = () => setStarted(true);
    lastSource.addEventListener("error", onError);
    video.addEventListener("error", onError);
    video.addEventListener("play", onPlay);
    // In a prerendered page the sources may have failed before this listener existed.
    if (video.networkState === video.NETWORK_NO_SOURCE) setFailed(true);
    return () => {
      lastSource.removeEventListener("error", onError);
      video.removeEventListener("error", onError);
      video.removeEventListener("play", onPlay);
    };
  }, []);

  if (failed) return <VideoFallback />;

  return (
    <div className="relative aspect-video overflow-hidden rounded-[var(--radius-card)] border border-border-strong bg-surface shadow-[var(--shadow-overlay)]">
      {/* biome-ignore lint/a11y/useMediaCaption: the tour has no speech or sound to caption */}
      <video
        ref={videoRef}
        controls
        preload="none"
        playsInline
        // the play button's lazy image shows the poster until then; as the video's own poster it
        // would download with the first paint, far below the fold
        poster={started ? DEMO_MEDIA.poster : undefined}
        // until the play button below is used, it is the only control (the native ones sit under it)
        inert={!started}
        aria-label="Demo video: a tour of Moodreel"
        className="size-full bg-bg object-cover"
      >
        <source src={DEMO_MEDIA.webm} type='video/webm; codecs="vp9"' />
        <source ref={lastSourceRef} src={DEMO_MEDIA.mp4} type='video/mp4; codecs="avc1.640028"' />
      </video>
      {started ? null : (
        <button
          type="button"
          onClick={() => {
            setStarted(true);
            videoRef.current?.play().catch(() => undefined);
          }}
          className="group absolute inset-0 flex items-center justify-center overflow-hidden bg-bg"
        >
          {showPoster ? (
            <img
              src={DEMO_MEDIA.poster}
              alt=""
              width={1280}
              height={720}
              loading="lazy"
              className="absolute inset-0 size-full object-cover opacity-80 transition-opacity duration-200 group-hover:opacity-95"
            />
          ) : null}
          <span className="absolute inset-0 bg-[radial-gradient(circle_at_center,rgb(11_12_18/0.1),rgb(11_12_18/0.6))]" />
          <span className="relative inline-flex size-20 items-center justify-center rounded-full bg-accent text-accent-fg shadow-[0_16px_48px_-12px_rgb(245_185_66/0.7)] transition-transform duration-200 ease-out group-hover:scale-105 sm:size-24">
            <Play className="ml-1 size-8 fill-current sm:size-10" strokeWidth={1.75} aria-hidden />
          </span>
          <span className="sr-only">Play the demo video</span>
        </button>
      )}
    </div>
  );
}

export function VideoFallback() {
  return (
    <div
      role="alert"
      className="rounded-[var(--radius-card)] border border-border-strong bg-surface p-5 shadow-[var(--shadow-overlay)] sm:p-8"
    >
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-[rgb(245_165_36/0.14)] text-warning">
            <TriangleAlert className="size-5" strokeWidth={1.75} aria-hidden />
          </span>
          <div>
            <h3 className="text-lg font-semibold text-fg">Video Playback Issue</h3>
            <p className="mt-1 text-sm text-fg-secondary">This video format may not be supported in your browser.</p>
          </div>
        </div>
        <Button asChild variant="secondary">
          <a href={DEMO_MEDIA.mp4} download="moodreel-demo.mp4">
            <Download strokeWidth={1.75} />
            Download the video (MP4)
          </a>
        </Button>
      </div>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {DEMO_MEDIA.shots.map((shot) => (
          <li key={shot.src}>
            <figure>
              <div className="aspect-video overflow-hidden rounded-[var(--radius-control)] border border-border bg-surface-2">
                <img
                  src={shot.src}
                  alt={`Screenshot: ${shot.caption}`}
                  width={1280}
                  height={720}
                  loading="lazy"
                  className="size-full object-cover"
                />
              </div>
              <figcaption className="mt-2 text-sm text-fg-secondary">{shot.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}
