/**
 * The JSON-LD contactPoint a site shows for on-call 12 34 56 78 on weekday evenings (16:00–07:00) and all
 * weekend: the vagt section's route test and its e2e spec set up these hours and expect this.
 */
export const WEEKNIGHT_ON_CALL_CONTACT_POINT = {
  contactType: "emergency",
  telephone: "+4512345678",
  hoursAvailable: [
    {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "16:00",
      closes: "07:00",
    },
    {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Saturday", "Sunday"],
      opens: "00:00",
      closes: "23:59",
    },
  ],
};
