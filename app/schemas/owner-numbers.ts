/**
 * Danish wording of the owner's numbers (issue 25) shared by the dashboard and the monthly report, so
 * both say exactly what is counted.
 */

/** What "opkald fra hjemmesiden" counts. */
export const CALLS_NOTE =
  "Opkald tæller tryk på dit telefonnummer på hjemmesiden. Browsere uden ping-funktionen (f.eks. Firefox) tælles ikke.";

/** The owner's reply time over some requests: the median of the answered ones, and how many were not. */
export type ReplyTimeSummary = { medianMinutes: number | null; answered: number; unanswered: number };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "under 1 minut", "38 minutter", "2 timer og 5 minutter", "14 timer", "3 dage". */
export function formatReplyTime(minutes: number): string {
  if (minutes < 1) return "under 1 minut";
  const whole = Math.round(minutes);
  if (whole < 60) return plural(whole, "minut", "minutter");
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours < 10)
    return rest === 0
      ? plural(hours, "time", "timer")
      : `${plural(hours, "time", "timer")} og ${plural(rest, "minut", "minutter")}`;
  if (whole < 48 * 60) return plural(Math.round(whole / 60), "time", "timer");
  return plural(Math.round(whole / (24 * 60)), "dag", "dage");
}

/**
 * The reply time in one honest sentence: a median (so one forgotten request does not hide a quick
 * habit), of answered requests only, saying how many are still unanswered.
 */
export function replyTimeSentence(summary: ReplyTimeSummary): string {
  if (summary.answered === 0 || summary.medianMinutes === null)
    return summary.unanswered === 0
      ? "Ingen forespørgsler endnu."
      : `Ingen af ${plural(summary.unanswered, "forespørgsel", "forespørgsler")} er besvaret endnu.`;
  const of = plural(summary.answered, "besvaret forespørgsel", "besvarede forespørgsler");
  const open = summary.unanswered > 0 ? `; ${summary.unanswered} er ikke besvaret endnu` : "";
  return `Du svarede typisk efter ${formatReplyTime(summary.medianMinutes)} (medianen af ${of}${open}).`;
}
