import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";

const DESKTOP_WIDTH = 1280;
type Device = "phone" | "desktop";

/**
 * Renders `children` into an iframe of its own, so the customer site's header, main and footer are
 * a document of their own (their own landmarks and breakpoints) and the admin's styles stay apart.
 * The app's stylesheets are copied in; links in the preview do nothing. "Computer" shows the page
 * 1280 px wide, scaled to fit.
 */
export function PreviewFrame({ title, children }: { title: string; children: ReactNode }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [mount, setMount] = useState<HTMLElement | null>(null);
  const [device, setDevice] = useState<Device>("phone");
  const [boxWidth, setBoxWidth] = useState(0);
  const name = useId();

  useEffect(() => {
    if (window.matchMedia("(min-width: 1024px)").matches) setDevice("desktop");
  }, []);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver((entries) => setBoxWidth(entries[0]?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (!doc) return;
    doc.documentElement.lang = "da";
    doc.title = title;
    const styles = Array.from(document.querySelectorAll('link[rel="stylesheet"], style')).map((node) =>
      node.cloneNode(true),
    );
    const viewport = doc.createElement("meta");
    viewport.name = "viewport";
    viewport.content = "width=device-width, initial-scale=1";
    doc.head.replaceChildren(viewport, ...styles);
    const stopLinks = (event: Event) => {
      if (event.target instanceof doc.defaultView!.Element && event.target.closest("a, form")) {
        event.preventDefault();
      }
    };
    doc.addEventListener("click", stopLinks);
    doc.addEventListener("submit", stopLinks);
    setMount(doc.body);
    return () => {
      doc.removeEventListener("click", stopLinks);
      doc.removeEventListener("submit", stopLinks);
    };
  }, [title]);

  const scale = device === "desktop" && boxWidth > 0 ? Math.min(1, boxWidth / DESKTOP_WIDTH) : 1;
  return (
    <div className="space-y-3">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">Vis forhåndsvisningen som</legend>
        {(
          [
            ["phone", "Mobil"],
            ["desktop", "Computer"],
          ] as const
        ).map(([value, label]) => (
          <label
            key={value}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 font-medium text-stone-800 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-blue-700"
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={device === value}
              onChange={() => setDevice(value)}
              className="size-4 accent-brand-700"
            />
            {label}
          </label>
        ))}
      </fieldset>
      <div
        ref={box}
        className="h-[70vh] max-h-[56rem] min-h-96 overflow-hidden rounded-xl border border-stone-300 bg-white shadow-sm"
      >
        <div className={device === "phone" ? "mx-auto h-full max-w-[26rem]" : "h-full"}>
          <iframe
            ref={frame}
            title={title}
            className="block border-0 bg-white"
            style={
              device === "desktop"
                ? {
                    width: DESKTOP_WIDTH,
                    height: `${100 / scale}%`,
                    transform: `scale(${scale})`,
                    transformOrigin: "top left",
                  }
                : { width: "100%", height: "100%" }
            }
          />
        </div>
      </div>
      {mount ? createPortal(children, mount) : null}
    </div>
  );
}
