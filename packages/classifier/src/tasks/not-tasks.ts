import { ASKED_OF_ANYONE, RHETORICAL } from './implicit-ask.js';

/**
 * Sentences that read like requests but are not tasks: polite closers (the
 * training labels call many of them requests, but "Let Ann know if I have
 * questions" or "Please call me with any questions" helps nobody), conditional
 * instructions of announcements ("If you encounter difficulties, contact the
 * help desk", "To learn more, visit ..."), "please join me in thanking ..."
 * and contact lines of signatures.
 */
export const NOT_TASKS: readonly RegExp[] = [
  /^if\s+(?!possible\b|you\s+(can|could|have\s+(time|a\s+(minute|moment|chance))|get\s+a\s+chance)\b)/i,
  /^(for|to)\s+(more|further|additional|best|any)\b|^to\s+(learn|access|find|view|ensure|show|see|read|get)\b|^(should you|in case)\b/i,
  /\b(fax|office|tel|phone|mobile|cell)\s*(#|:|no\.)/i,
  /\d{3}[-. )]+\d{3}[-. ]\d{4}\b.*\b\d{3}[-. )]+\d{3}[-. ]\d{4}\b/,
  /^((also|and|so),?\s+)?(please\s+)?(also\s+)?(be\s+advised|be\s+aware|note\s+that|note:|note\s+the\s+following|stay\s+tuned|keep\s+in\s+mind|bear\s+in\s+mind|remember\s+that)/i,
  // Pointers to a page ("Go to Up Front at <http://...> to read ...") are how announcements link their content.
  /^(please\s+)?(go|navigate|log ?on|sign in)\s+to\b.*(https?:\/\/|www\.)/i,
  /^([a-z ]{0,20},\s*)?((please|pls|plz|kindly)[\s,]+)*(do\s+)?(let\s+(me|us)\s+know|feel free to|don'?t hesitate to|do not hesitate to)\b.{0,60}\b(questions?|concerns?|comments?|anything else|need anything|help|assistance|clarification|(any\s+)?(more|further|additional|other)\s+(details|information|info))\b[^?]*[.!?]?$/i,
  /^([a-z ]{0,20},\s*)?((please|pls|plz|kindly)[\s,]+)*(contact|call|e-?mail|see|ask|reach out to|get in touch with)\b.{0,40}(\bif you have|\bshould you have|\bwith|\bw\/)\s*(any\s+)?(further\s+|other\s+|more\s+)?(questions?|concerns?|comments?)\b[^?]*[.!]?$/i,
  /^(please\s+)?join\s+(me|us)\s+in\s+(thanking|welcoming|congratulating|wishing|celebrating|recognizing|recognising)\b/i,
  // "Please find our quote attached", "Attached please find the agenda": a pointer to what came with the mail.
  /^((as (discussed|agreed|requested|promised|mentioned)|further to|following)\b[^,]{0,40},\s*)?((please|kindly)\s+)?(see|find)\s+([\w'’-]+\s+){0,5}?(attached|below|enclosed|herewith|following)\b[^?]*$|^(attached|enclosed)(\s+here(to|with))?,?\s+((please|kindly)\s+)?(find|see|is|are)\b/i,
  // An absence's stand-in ("Please reach out to Kim for anything urgent"): where to go if need be, not a task.
  /^(please\s+)?(reach out to|contact|ask|call|e-?mail|see|get in touch with)\s+.{1,40}\s+(for|with|about|regarding)\s+anything\b/i,
  /^(thanks|thank you|thx)\b/i,
  ASKED_OF_ANYONE,
  // Signature lines: "Please consider the environment before printing this email".
  /\b(consider the environment|think before you print|before printing this (e-?mail|message))\b/i,
  // Offers and pleasantries: "Let me know if there's ever anything I can do for you", "Let's grab a drink sometime".
  /\blet\s+(me|us)\s+know\s+(if|whenever)\b.{0,40}\b(i|we)\s+can\s+(do|help|assist|be of)\b/i,
  /^let'?s\s+(catch up|grab|get together|have|get|do)\b.{0,40}\b(sometime|some time|one of these days|at some point|soon)\b[^?]*[.!]?$/i,
  // "Please note -" heads what follows; the note itself is the ask, if any.
  /^(please\s+)?note\s*[-–:!]*\s*$/i,
  // Record keeping ("Please make note of your authorization code and save this email for future reference") is advice, not a task.
  /\b(for (your |future )?(records?|reference)|for future use)\s*[.!]?$/i,
  // Rhetoric and courtesy: "Can you believe it?", "Please excuse the delay", "Please forgive any typos",
  // "Please note the office will be closed Friday", "Let me know how it goes", "Keep me posted".
  RHETORICAL,
  /^(please\s+)?(excuse|forgive|pardon)\s+(the|my|our|any|me|us)\b/i,
  /^(please\s+)?note\s+(that\s+)?(the|our|this|we|i|it|there|all)\b[^,;]*\b(will|is|are|has|have|was|were)\b[^,;]*[.!]?$/i,
  /^(do\s+)?(let|keep)\s+(me|us)\s+(know\s+how\s+(it|things|that|everything)\s+(goes|go|went|turns out|works out)|posted|updated|in the loop)\b\s*[.!]?$/i,
  // How to get at the thing asked ("Log in to the learning portal to start"), not a thing of its own to do.
  /^(please\s+)?(log ?in|log ?on|sign ?in|go|head over|navigate)\s+to\s+.{1,60}\s+to\s+(start|begin|get started|access|complete|view|find|see)\b/i,
  // A link's label ("Track your package here", "View your statement online"): where to click, not a task.
  /^(please\s+)?(track|view|see|read|download|check|manage|access)\b.{0,40}\b(here|online|below)\s*[.!]?$/i,
  // Calls to click belong to marketing and sign-up mail, not to a person's requests.
  /\bclick(ing)?\s+(here|this|on|the|below)\b/i,
  // Conditional offers and pointers ("RSVP ... if you plan to attend", "Direct any questions to Ned").
  /\bif you (plan|would like|wish|want|are interested|'d like|are planning)\b|\bfor (more|further|additional) (information|info|details)\b|^(please\s+)?direct (any|all|your)\s+(questions|inquiries|comments)\b/i,
  // "Draft due to me Wednesday noon": a deadline noted in shorthand, read by the due statements, not an imperative "draft".
  /^(the\s+|your\s+|my\s+|first\s+|final\s+|rough\s+)*(draft|drafts|copy|version|report|slides|deck|numbers|comments|feedback|edits|changes|input|final|forms?|paperwork)\s+due\b/i,
  // Help offered in case of trouble ("Let me know if you can't find them"), not an answer asked for.
  /\blet\s+(me|us)\s+know\s+if\s+((you\s+)?(can'?t|cannot|couldn'?t|don'?t see|do not see|have (any\s+)?(trouble|problems?|issues?|difficult(y|ies))|run into|get stuck)|(anything|something)('s|\s+is)?\s+(missing|wrong|off|unclear)|i\s+(missed|forgot|left out)\s+(anything|something))\b/i,
  // A signature's links: "Book a meeting with me: <link>", "Follow us on LinkedIn", "Subscribe to our podcast".
  /^(book|schedule)\s+(a\s+)?(time|meeting|call|slot|chat|demo)\s+with\s+me\s*(:|xlink|https?:|$)|^(follow|like|find)\s+us\s+on\b|\bsubscribe\s+to\s+(our|my)\s+(podcast|newsletter|channel|blog)\b/i,
  // Where things are and how to reach them: "Please find them at <link> under ...", "Use your UNIX id and
  // password to access ERMS", "Visit our web site to see what else we offer".
  /^(please\s+)?(find|see|view|access|download)\s+.{0,40}\bat\s+<?(https?:\/\/|www\.|xlink)/i,
  /^(please\s+)?use\s+(your|the)\s+.{1,40}\s+to\s+(access|log ?in|log ?on|sign ?in)\b/i,
  /^(please\s+)?visit\s+.{0,60}\b(web\s?site|site|web page|store)\b/i,
  // Help if it goes wrong, wherever it sits: "..., please contact IT ASAP if you have any problems".
  /\b(contact|call|e-?mail|reach out to|let)\b.{0,40}\bif you (have|experience|encounter|run into|see|notice) (any\s+)?(further\s+)?(problems?|issues?|trouble|questions?|difficult(y|ies)|concerns?)\b[^?]*$/i,
  // "Feel free to call Shelly": an offer, taken up or not.
  /^(please\s+)?feel\s+free\s+to\b/i,
  // "Refer to the clean documents": where to look; "Get in touch if you're ever in town": a pleasantry.
  /^(please\s+)?refer\s+to\s+(the\s+)?(attached|clean|enclosed|following|below|above|redlined|blacklined)\b|\bif\s+you'?re\s+ever\s+in\b/i,
  // A warning ("Do NOT open the email named ...") and a pointer ("See the new schedule for November").
  /^(please\s+)?do\s+not\s+(open|click|download|run|reply|respond|forward)\b|^(please\s+)?see\s+the\s+(new|updated|revised|latest|attached|enclosed|below)\b[^?]*$/i,
  // "Just hope he can work it out": a wish with its "I" left out.
  /^just\s+(hope|wish|thought|wanted|figured)\b/i,
  // A company's footer: "Visit the Privacy Statement at <link> to set, review, or change preferences ...".
  /\bprivacy\s+(statement|policy|notice)\b|\b(e-?mail|notification|communication|subscription|marketing)\s+preferences\b|\bpreferences\b.{0,40}\be-?mails?\b/i,
  // Webmail's advertising footers: "Talk to your friends online with Yahoo! Messenger", "Get your FREE download of MSN Explorer".
  /\b(yahoo|msn|hotmail|aol|juno|excite|netscape)\b.*\b(messenger|explorer|free|download|sign up)\b|\b(free|download|talk to your friends)\b.*\b(yahoo|msn|hotmail|aol|juno)\b/i,
  // A pointer to where the details are ("See the comments page of the attachment for details"), and a heading ("Follow up:").
  /^(please\s+)?(see|refer to)\s+.{0,60}\bfor\s+(more\s+|further\s+|the\s+)?(details|information|specifics|background)\b|^follow[- ]?up\s*:/i,
  // "Please disregard my earlier email": a correction of the sender's own, not a thing to do.
  /^(please\s+)?(disregard|ignore)\s+(my|our|the|this|that)\s+(earlier|previous|last|prior|above|first)\s+(e-?mail|message|note|reminder|request|version)\b/i,
  // "Please welcome Sam Ortiz, who joins ..." announces a colleague; "Let's leave it as is for now" decides to do nothing.
  /^(please\s+)?(welcome|say hello to)\s+\p{Lu}\p{Ll}+\s+\p{Lu}[\p{L}'-]+,?\s+(who|to|as)\b/iu,
  /^((ok(ay)?|fine|agreed|makes sense)[,.!\s-]*)?let'?s\s+(leave|keep)\s+(it|this|that|things|them)\s+(as\s+(it\s+)?is|for now|there|unchanged)\b/i,
  // "Yes, let's do it.": agreement to what was proposed, with nothing of its own to do.
  /^((yes|yep|yeah|sure|great|ok(ay)?|sounds good)[,!.\s-]*)?let'?s do (it|this|that)\s*[.!]*$/i,
  // "Correct version attached. Please use this one.": the correction's other half.
  /^(please\s+)?use\s+(this|the\s+(attached|new|corrected|updated|revised|latest))\s*(one|version|file|copy|document)?(\s+instead)?\s*[.!]?$/i,
  // An absence's stand-in ("Please send anything urgent to Sam"): where to go while the sender is away.
  /^(please\s+)?(send|forward|direct|route|refer|pass)\s+(anything|everything|all|any)\b.{0,30}\b(urgent|pressing|time-sensitive|important|else)\b.{0,20}\bto\b/i,
  // Legal footers: "you must not, directly or indirectly, use, disclose ... this message".
  /\b(intended recipient|confidential|privileged|disclose|dissemination|unauthori[sz]ed|strictly prohibited|this (e-?mail|message) (and any|is intended))\b/i,
  /^(please\s+)?give\s+(me|us)\s+(a|an|some|few|more|another|a\s+few|a\s+couple)\b.{0,20}\b(days?|time|minutes?|hours?|weeks?|moment)\b/i,
  /^(have (a|an|fun)\b|enjoy|hope you|take care|keep in touch|talk (to (you|ya|u) )?(later|soon|tomorrow|then|next week|on \w+day|\w+day)\b|see (you|ya|y'?all|you all|you'll) (soon|later|then|there|tomorrow|tonight|next|on|\w+day)\b)/i,
  // "..., please find attached file": the pointer at a sentence's end; "Please treat this as close hold", "Do not circulate".
  /[,;]\s*(please|kindly)\s+(see|find)\s+(the\s+)?(attached|enclosed)\b[^?]*$/i,
  /^(please\s+)?(treat|keep|hold)\s+(this|the)\s+(message|e-?mail|information|note|matter)\s+(as\s+)?(very\s+|strictly\s+)?(confidential|close hold|private|internal)\b|^(please\s+)?do not (circulate|forward|distribute|share)\b/i,
];
