import { useState } from "react";
import { PALETTE_IDS, type PaletteId, type ThemeId, themeIdFor } from "~/lib/theme-ids";
import { INK, INK_MUTED, SITE_THEMES, type SiteTheme, STYLE_PRESETS, siteTheme, WHITE } from "~/lib/themes";

/**
 * Design tab: the ten palettes in each of the three style presets as radio cards (name visible, three colour dots) and a live preview
 * of the chosen theme's colours as the site uses them (header, button, link, light section, footer).
 */
export function ThemePicker({
  defaultTheme,
  companyName,
  logoPalette = null,
  error,
}: {
  defaultTheme: string;
  companyName: string;
  /** The palette closest to the logo's colour (issue 22), offered as a one-click choice. */
  logoPalette?: PaletteId | null;
  error?: string | undefined;
}) {
  const [selected, setSelected] = useState<ThemeId>(siteTheme(defaultTheme).id);
  const theme = siteTheme(selected);
  const suggested = logoPalette ? themeIdFor(logoPalette, theme.preset.id) : null;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <fieldset aria-describedby={error ? "theme-error" : undefined}>
        <legend className="font-semibold text-lg text-stone-900">Farvetema</legend>
        <p className="mt-1 text-stone-700">Vælg de farver, din hjemmeside skal have.</p>
        {logoPalette && suggested ? (
          <div className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-stone-300 bg-stone-50 p-3">
            <span
              aria-hidden="true"
              className="size-6 shrink-0 rounded-full"
              style={{ background: SITE_THEMES[logoPalette].primary }}
            />
            <p className="min-w-0 flex-1 text-stone-800">
              Forslag ud fra jeres logo: <strong>{SITE_THEMES[logoPalette].label}</strong>
            </p>
            {suggested === selected ? (
              <p className="font-medium text-stone-800">Valgt</p>
            ) : (
              <button
                type="button"
                onClick={() => setSelected(suggested)}
                className="min-h-11 rounded-lg border border-stone-400 bg-white px-3 font-semibold text-stone-900 hover:bg-stone-100"
              >
                Brug farverne fra logoet
              </button>
            )}
          </div>
        ) : null}
        {/* Issue 22: the ten palettes in each of the three style presets (one radio group, one value). */}
        {STYLE_PRESETS.map((preset) => (
          <div key={preset.id} className="mt-4">
            <p className="font-semibold text-stone-900">
              {preset.label} <span className="font-normal text-stone-700">– {preset.description}</span>
            </p>
            <div className="mt-2 grid grid-cols-1 gap-2 min-[380px]:grid-cols-2 sm:grid-cols-3 xl:grid-cols-4">
              {PALETTE_IDS.map((palette) => {
                const id = themeIdFor(palette, preset.id);
                const option = SITE_THEMES[id];
                return (
                  <label
                    key={id}
                    className="flex min-h-11 min-w-0 cursor-pointer items-center gap-1.5 rounded-lg border-2 border-stone-200 bg-white p-2 hover:border-stone-400 has-checked:border-stone-900 has-checked:bg-stone-50 has-focus-visible:outline-3 has-focus-visible:outline-blue-700 has-focus-visible:outline-offset-2"
                  >
                    <input
                      type="radio"
                      name="theme"
                      value={id}
                      // The same palette name appears under each preset: the name says which one.
                      aria-label={`${SITE_THEMES[palette].label}, ${preset.label}`}
                      checked={id === theme.id}
                      onChange={() => setSelected(id)}
                      className="size-4 shrink-0 accent-stone-900 focus-visible:outline-none"
                    />
                    <span aria-hidden="true" className="flex shrink-0">
                      <span className="size-4 rounded-full" style={{ background: option.primary }} />
                      <span
                        className="-ml-1 size-4 rounded-full ring-2 ring-white"
                        style={{ background: option.dark }}
                      />
                      <span
                        className="-ml-1 size-4 rounded-full ring-2 ring-white"
                        style={{ background: option.border }}
                      />
                    </span>
                    <span className="min-w-0 font-medium text-stone-900 [overflow-wrap:normal]">
                      {SITE_THEMES[palette].label}
                    </span>
                  </label>
                );
              })}
            </div>
          </div>
        ))}
        {error ? (
          <p id="theme-error" className="mt-2 font-medium text-red-700 text-sm">
            {error}
          </p>
        ) : null}
      </fieldset>
      <ThemePreview theme={theme} companyName={companyName} />
    </div>
  );
}

function ThemePreview({ theme, companyName }: { theme: SiteTheme; companyName: string }) {
  return (
    <figure className="self-start overflow-hidden rounded-xl border border-stone-300 bg-white shadow-sm">
      <figcaption className="border-stone-200 border-b bg-stone-50 px-3 py-2 font-medium text-sm text-stone-800">
        Forhåndsvisning: <span data-testid="theme-preview-name">{theme.label}</span>
      </figcaption>
      <div data-theme-preview={theme.id}>
        <div className="px-3 py-2 font-semibold text-sm" style={{ background: theme.dark, color: WHITE }}>
          {companyName}
        </div>
        <div className="space-y-2 px-3 py-4" style={{ background: theme.tint }}>
          <p className="font-bold" style={{ color: INK }}>
            Velkommen til {companyName}
          </p>
          <p className="text-sm" style={{ color: INK_MUTED }}>
            Sådan ser farverne ud på din hjemmeside.
          </p>
          <span
            className="inline-flex min-h-9 items-center rounded-md px-3 font-semibold text-sm"
            style={{ background: theme.primary, color: WHITE }}
          >
            Kontakt os
          </span>
        </div>
        <div className="space-y-1 px-3 py-3 text-sm" style={{ borderTop: `1px solid ${theme.border}` }}>
          <p style={{ color: INK }}>
            Læs mere <span style={{ color: theme.link, textDecoration: "underline" }}>om os</span>
          </p>
        </div>
        <div className="px-3 py-2 text-xs" style={{ background: theme.dark, color: theme.onDarkMuted }}>
          Åbningstider og kontakt
        </div>
      </div>
    </figure>
  );
}
