/**
 * When a project's emails arrive. Projects are active in periods, so an email
 * is more likely to belong to a project that received mail around the same
 * time: a Gaussian kernel over the days of the project's learned emails.
 */
const BANDWIDTH_DAYS = 10;
const MAX_DAYS_PER_LABEL = 400;
/** The weight of "any time": a project silent for months is unlikely, never impossible. */
const FLOOR = 0.0005;
const KERNEL_SHARE = 1 - 0.05;

/** Returns the updated [day, weight, ...] list (ascending days, oldest dropped past the cap). */
export function addDay(days: number[], day: number, weight: number): number[] {
  let j = 0;
  while (j < days.length && days[j]! < day) j += 2;
  if (j < days.length && days[j] === day) {
    const w = Math.round((days[j + 1]! + weight) * 1000) / 1000;
    if (w > 0) days[j + 1] = w;
    else days.splice(j, 2);
  } else if (weight > 0) {
    days.splice(j, 0, day, weight);
  }
  return days.length > MAX_DAYS_PER_LABEL * 2 ? days.slice(days.length - MAX_DAYS_PER_LABEL * 2) : days;
}

/** log p(day | label): kernel density mixed with a small uniform floor. */
export function logTimeLikelihood(days: number[], total: number, day: number): number {
  if (total <= 0) return Math.log(FLOOR);
  let density = 0;
  for (let j = 0; j < days.length; j += 2) {
    const z = (day - days[j]!) / BANDWIDTH_DAYS;
    if (z > -4 && z < 4) density += days[j + 1]! * Math.exp(-0.5 * z * z);
  }
  return Math.log(KERNEL_SHARE * (density / total) + FLOOR);
}
