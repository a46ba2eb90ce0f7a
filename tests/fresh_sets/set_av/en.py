"""English cases of set AV: a sailing school, a second-hand furniture shop, a public sauna boat,
a children's theatre, a night market, a tailoring workshop, a cycling tour company and a
hospital visitor desk."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

SAILING = (
    "Harbourlight Sailing School runs beginner courses for adults on Saturdays and Sundays from 9:00 am to 1:00 pm. "
    "Each course lasts four weekends and costs $380, including life jackets and boat hire. "
    "Students must be able to swim 50 metres before the first lesson. "
    "The chief instructor is Maren Holt, who has taught at the school since 2011."
)
FURNITURE = (
    "Second Chair is a second-hand furniture shop at 27 Alder Street. "
    "It is open every day except Wednesday, from 10:00 to 18:00. "
    "The shop collects donated furniture free of charge within 15 kilometres of the shop, and delivery of purchases costs £25. "
    "Last year it sold 12,400 items."
)
SAUNA = (
    "The Kettle is a public sauna boat moored at Pier 6 on the Eastwater canal. "
    "Sessions last 90 minutes and cost €18 per person; towels can be rented for €3. "
    "The sauna is heated to about 80 °C, and swimming in the canal between rounds is allowed only when a lifeguard is on duty. "
    "Children under 12 are not admitted."
)
THEATRE = (
    "The Little Lantern Theatre is staging 'The Paper Fox' from 3 May to 29 June 2025. "
    "Performances start at 2:30 pm on Saturdays and 11:00 am on Sundays. "
    "Tickets cost $12 for children and $16 for adults, and children under two sit on a parent's lap for free. "
    "The play was written by Ada Quill and is directed by Tomas Venn."
)
NIGHT_MARKET = (
    "The Riverside Night Market opens every Friday from 6 pm to midnight between April and October. "
    "It has 140 stalls, about half of which sell food. "
    "Parking at the Coal Yard costs $5 for the evening, and the market drew 1,200,000 visitors last season. "
    "Dogs are welcome on a lead."
)
TAILOR = (
    "Needle & Thread Tailoring Workshop offers a six-week trouser-making course on Tuesday evenings from 7:00 to 9:30 pm. "
    "The course fee is $290, and fabric is not included. "
    "Participants bring their own fabric, about 1.5 metres of it. "
    "The workshop is run by Priya Nandakumar, who trained on Savile Row."
)
CYCLING = (
    "Gearwheel Tours runs a three-day cycling tour from Lindby to Port Arlen, covering 180 kilometres in total. "
    "The tour costs $640 per person and includes two nights in guesthouses, breakfast and luggage transfer. "
    "Electric bikes can be hired for an extra $90. "
    "Riders must be at least 14 years old."
)
HOSPITAL = (
    "Visiting hours at St. Brigid's Hospital are from 2:00 pm to 8:00 pm daily. "
    "Each patient may have no more than two visitors at the bedside at a time. "
    "Visitors to the maternity ward must sign in at the visitor desk on the ground floor. "
    "Flowers are not allowed in the intensive care unit."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("en-av-001", "para.reorder", "When are the beginner sailing courses held?", "From 9:00 am to 1:00 pm on Saturdays and Sundays, Harbourlight runs its beginner courses for adults.", SAILING, True),
    w.faith("en-av-002", "para.reorder", "How much are tickets for The Paper Fox?", "Adults pay $16 and children pay $12 for tickets to The Paper Fox.", THEATRE, True),
    w.faith("en-av-003", "para.passive", "Does Second Chair pick up donated furniture?", "Yes, donated furniture is collected by Second Chair free of charge within 15 kilometres of the shop.", FURNITURE, True),
    w.faith("en-av-004", "para.passive", "Who wrote The Paper Fox?", "Ada Quill wrote The Paper Fox, and Tomas Venn is directing it.", THEATRE, True),
    w.faith("en-av-005", "para.synonym", "What does the sailing course cost?", "The course is priced at $380, and that covers life jackets and boat rental.", SAILING, True),
    w.faith("en-av-006", "para.synonym", "How long is the Gearwheel tour?", "The trip from Lindby to Port Arlen takes three days and covers 180 kilometres in all.", CYCLING, True),
    w.faith("en-av-007", "para.nominal", "What is required before the first sailing lesson?", "The ability to swim 50 metres is a requirement for students before the first lesson.", SAILING, True),
    w.faith("en-av-008", "para.nominal", "Can children come to the sauna boat?", "Admission of children under 12 is not permitted on The Kettle.", SAUNA, True),
    w.faith("en-av-009", "para.capital", "What play is the Little Lantern Theatre staging?", "the little lantern theatre is staging the paper fox.", THEATRE, True),
    w.faith("en-av-010", "para.capital", "Where is Second Chair?", "Second Chair is at 27 ALDER STREET.", FURNITURE, True),
    w.faith("en-av-011", "para.pronoun", "Who runs the tailoring workshop?", "Priya Nandakumar runs it; she trained on Savile Row.", TAILOR, True),
    w.faith("en-av-012", "para.pronoun", "Where is the sauna boat?", "The Kettle is moored at Pier 6; you'll find it on the Eastwater canal.", SAUNA, True),
    w.faith("en-av-013", "para.relative", "Who directs The Paper Fox?", "Tomas Venn is directing the play, which was written by Ada Quill.", THEATRE, True),
    w.faith("en-av-014", "para.relative", "Who is the chief instructor at Harbourlight?", "Maren Holt, who has taught at the school since 2011, is the chief instructor.", SAILING, True),
    w.faith("en-av-015", "para.part", "What is included in the Gearwheel tour price?", "The price includes breakfast and luggage transfer.", CYCLING, True),
    w.faith("en-av-016", "para.part", "What are the rules for visiting a patient?", "Each patient can have at most two visitors at the bedside at a time.", HOSPITAL, True),
    w.faith("en-av-017", "para.combine", "What does a sauna session cost, and can I get a towel?", "A 90-minute session costs €18 per person, and a towel can be rented for another €3.", SAUNA, True),
    w.faith("en-av-018", "para.combine", "When can I visit, and how many people can come?", "Visiting hours run from 2:00 pm to 8:00 pm every day, with no more than two visitors at the bedside per patient at a time.", HOSPITAL, True),
    w.faith("en-av-019", "fmt.number", "How long is the tailoring course?", "The trouser-making course runs for 6 weeks on Tuesday evenings.", TAILOR, True),
    w.faith("en-av-020", "fmt.number", "How many nights of accommodation does the tour include?", "The tour includes 2 nights in guesthouses.", CYCLING, True),
    w.faith("en-av-021", "fmt.thousands", "How many items did Second Chair sell last year?", "Second Chair sold 12400 items last year.", FURNITURE, True),
    w.faith("en-av-022", "fmt.scale", "How many visitors did the night market have last season?", "The market drew 1.2 million visitors last season.", NIGHT_MARKET, True),
    w.faith("en-av-023", "fmt.date", "When does The Paper Fox run?", "The Paper Fox runs from 2025-05-03 to 2025-06-29.", THEATRE, True),
    w.faith("en-av-024", "fmt.date", "When does The Paper Fox close?", "The last day of the run is June 29, 2025.", THEATRE, True),
    w.faith("en-av-025", "fmt.time", "What are the visiting hours at St. Brigid's?", "Visitors are welcome daily from 14:00 to 20:00.", HOSPITAL, True),
    w.faith("en-av-026", "fmt.time", "What time do performances start?", "Saturday shows begin at 14:30 and Sunday shows at 11:00.", THEATRE, True),
    w.faith("en-av-027", "fmt.unit", "How much fabric should I bring to the tailoring course?", "Bring roughly 150 centimetres of your own fabric.", TAILOR, True),
    w.faith("en-av-028", "fmt.unit", "How hot is The Kettle?", "The sauna is heated to about 80 degrees Celsius.", SAUNA, True),
    w.faith("en-av-029", "fmt.abbrev", "When are the beginner courses?", "Beginner courses for adults run Sat and Sun, 9:00 am to 1:00 pm.", SAILING, True),
    w.faith("en-av-030", "fmt.abbrev", "How far do the riders cycle?", "The tour covers 180 km in total over three days.", CYCLING, True),
    w.faith("en-av-031", "fmt.currency", "How much is an e-bike on the Gearwheel tour?", "Hiring an electric bike costs an extra 90 dollars.", CYCLING, True),
    w.faith("en-av-032", "fmt.currency", "Does Second Chair deliver?", "Yes, delivery of purchases costs 25 pounds.", FURNITURE, True),
    w.faith("en-av-033", "fmt.range", "When is the night market open?", "Fridays, 6 pm to 12 am, April through October.", NIGHT_MARKET, True),
    w.faith("en-av-034", "fmt.period", "How long does a sauna session last?", "Each session lasts an hour and a half.", SAUNA, True),
    w.faith("en-av-035", "fmt.share", "How many stalls sell food at the night market?", "Roughly 50% of the 140 stalls sell food.", NIGHT_MARKET, True),
    w.faith("en-av-036", "para.except", "Which days is Second Chair open?", "It is closed on Wednesdays and open on all the other days from 10:00 to 18:00.", FURNITURE, True),
    w.faith("en-av-037", "wrap.opener", "How old must riders be on the Gearwheel tour?", "Good question! Riders must be at least 14 years old.", CYCLING, True),
    w.faith("en-av-038", "wrap.closer", "Can I bring flowers to the intensive care unit?", "No, flowers are not allowed in the intensive care unit. I hope this helps with your visit.", HOSPITAL, True),
    w.faith("en-av-039", "wrap.attribution", "Are dogs allowed at the night market?", "According to the market's information, dogs are welcome as long as they are on a lead.", NIGHT_MARKET, True),
    w.faith("en-av-040", "wrap.hedge", "How hot is the sauna?", "As far as I can tell from the information provided, the sauna is heated to about 80 °C.", SAUNA, True),
    w.faith("en-av-041", "wrap.question", "How many visitors can a patient have at once?", "You're asking about bedside visitors: each patient may have at most two at a time.", HOSPITAL, True),
    # single clear errors
    w.faith("en-av-042", "value.number", "How long does a beginner sailing course last?", "Each course lasts six weekends.", SAILING, False),
    w.faith("en-av-043", "value.number", "Do toddlers need a ticket for The Paper Fox?", "Children under three sit on a parent's lap for free.", THEATRE, False),
    w.faith("en-av-044", "value.date", "When does the run of The Paper Fox end?", "The last performance is on 29 July 2025.", THEATRE, False),
    w.faith("en-av-045", "value.time", "What are the visiting hours at St. Brigid's?", "Visiting hours are from 2:00 pm to 9:00 pm daily.", HOSPITAL, False),
    w.faith("en-av-046", "value.unit", "How far away will Second Chair collect donations?", "It collects donated furniture free of charge within 15 miles of the shop.", FURNITURE, False),
    w.faith("en-av-047", "value.currency", "How much is a session on The Kettle?", "A 90-minute session costs $18 per person.", SAUNA, False),
    w.faith("en-av-048", "role.swap", "Who wrote The Paper Fox?", "The Paper Fox was written by Tomas Venn and is directed by Ada Quill.", THEATRE, False),
    w.faith("en-av-049", "negation", "Are life jackets included in the sailing course fee?", "No, life jackets are not included in the $380 fee.", SAILING, False),
    w.faith("en-av-050", "antonym", "How old do riders have to be?", "Riders must be at most 14 years old.", CYCLING, False),
    w.faith("en-av-051", "modality", "Do I need to be able to swim before the sailing course?", "Being able to swim 50 metres is recommended but not required.", SAILING, False),
    w.faith("en-av-052", "quantifier", "Which stalls at the night market sell food?", "All 140 stalls at the market sell food.", NIGHT_MARKET, False),
    w.faith("en-av-053", "direction", "Where does the Gearwheel tour go?", "The three-day tour rides from Port Arlen to Lindby.", CYCLING, False),
    w.faith("en-av-054", "added.fact", "How much is the trouser-making course?", "The course fee is $290, which includes a paper pattern to take home.", TAILOR, False),
    w.faith("en-av-055", "added.entity", "Where do maternity visitors sign in?", "Visitors to the maternity ward and the children's ward sign in at the visitor desk on the ground floor.", HOSPITAL, False),
    w.faith("en-av-056", "value.except", "Which days is Second Chair open?", "Second Chair is open every day except Monday.", FURNITURE, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-av-057", "refusal.plain", "Does the sailing school offer courses for children?", "I don't know; I have no information about courses for children.", SAILING, True),
    w.refusal("en-av-058", "refusal.context", "Is there a wheelchair ramp onto the sauna boat?", "The provided context does not mention wheelchair access to The Kettle, so I can't answer that.", SAUNA, True),
    w.refusal("en-av-059", "refusal.partial", "How much does the cycling tour cost, and is dinner included?", "The tour costs $640 per person; the information doesn't say whether dinner is included.", CYCLING, False),
    w.refusal("en-av-060", "refusal.hedged", "What time does the night market close?", "I'm not completely certain, but it appears the market closes at midnight.", NIGHT_MARKET, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-av-061", "correct.wordy", "How much is delivery from Second Chair?", "If you buy something at Second Chair and want it brought to your home, the delivery charge is £25.", "Delivery costs £25.", True),
    w.correct("en-av-062", "correct.wordy", "Who is the chief instructor at Harbourlight?", "That would be Maren Holt; she's the one in charge of instruction at the sailing school.", "Maren Holt.", True),
    w.correct("en-av-063", "correct.format", "What time does the Saturday show start?", "14:30.", "2:30 pm.", True),
    w.correct("en-av-064", "correct.short", "How many stalls does the night market have?", "140.", "The Riverside Night Market has 140 stalls.", True),
    w.correct("en-av-065", "wrong.value", "How much does e-bike hire cost on the tour?", "Electric bike hire costs an extra $60.", "An extra $90.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-av-066", "relevant.direct", "When can I visit a patient at St. Brigid's?", "Daily, between 2 pm and 8 pm.", HOSPITAL, True),
    w.relevant("en-av-067", "relevant.direct", "Where is The Kettle moored?", "At Pier 6 on the Eastwater canal.", SAUNA, True),
    w.relevant("en-av-068", "relevant.direct", "What will parking cost me at the night market?", "It's $5 at the Coal Yard for the whole evening.", NIGHT_MARKET, True),
    w.relevant("en-av-069", "relevant.direct", "How do I visit someone in the maternity ward?", "Sign in first at the visitor desk on the ground floor.", HOSPITAL, True),
    w.relevant("en-av-070", "relevant.yesno", "Can I bring my dog to the night market?", "Yes, as long as it's on a lead.", NIGHT_MARKET, True),
    w.relevant("en-av-071", "offtopic.true", "What time does the Sunday performance of The Paper Fox start?", "The play was written by Ada Quill and is directed by Tomas Venn.", THEATRE, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-av-072", "diag.pass", "How long is the Gearwheel cycling tour?", "The tour covers 180 kilometres over three days.", {"gearwheel-tour": CYCLING, "sauna-boat": SAUNA}, ("gearwheel-tour",), "pass"),
    w.diag("en-av-073", "diag.missed", "What is the fee for the trouser-making course?", "I'm sorry, the available information doesn't mention a trouser-making course fee.", {"sauna-boat": SAUNA, "night-market": NIGHT_MARKET}, ("tailor-course",), "fix_retrieval"),
    w.diag("en-av-074", "diag.correct_refusal", "Does Second Chair buy antique clocks?", "The information doesn't say whether Second Chair buys antique clocks, so I can't answer.", {"second-chair": FURNITURE}, (), "correct_refusal"),
    w.diag("en-av-075", "diag.unfaithful", "What are the visiting hours at St. Brigid's?", "Visiting hours are from 10:00 am to 4:00 pm daily.", {"hospital-visiting": HOSPITAL, "paper-fox": THEATRE}, ("hospital-visiting",), "fix_generation"),
    w.diag("en-av-076", "diag.offtopic", "How much does it cost to rent a towel on the sauna boat?", "The Kettle is moored at Pier 6 on the Eastwater canal.", {"sauna-boat": SAUNA}, ("sauna-boat",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
