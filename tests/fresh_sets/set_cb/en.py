"""English cases of fresh set cb. Scenarios: the Crux Carnival bouldering festival in
Sheffield, Muddy Paws dog daycare in Brighton, the community radio station Riverside FM,
a Bluewater Line river cruise on the Thames, Fernhill Glamping near Keswick, the ClearSound
hearing-aid centre, the Panel & Page comic-book shop, the Lakeside Half Marathon, Science
After Dark at the Halden Science Museum and Bakfiets Bristol cargo-bike rental."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

BOULDER = "The Crux Carnival bouldering festival is held at Ridgeway Climbing Centre in Sheffield on Saturday 14 June 2025. Doors open at 8:30 a.m., the qualifiers run until 2 p.m., and the final starts at 7:30 p.m. A day pass costs £32, and climbers under 16 pay half price. The 48 competition problems were set by head route-setter Priya Nand, while the final is judged by Tom Reyes. Climbing shoes can be rented for £4 a pair, but only 120 pairs are available, so climbers are asked to bring their own."

DAYCARE = "Muddy Paws Dog Daycare in Brighton is open every weekday from 7 a.m. to 6:30 p.m. A full day costs £35, and a half day of up to five hours costs £22. Every dog must have had its kennel cough vaccine at least 14 days before its first visit. Owner Hannah Doyle runs the morning groups, and her colleague Luis Ortega leads the afternoon walks. Dogs weighing more than 40 kg are placed in a separate play area, and no more than 25 dogs are looked after on any one day."

RADIO = "Riverside FM is a community radio station that broadcasts on 104.6 MHz from a studio above the public library in Hexham. It was founded in 2009 and now has 85 volunteer presenters. The breakfast show runs from 6 a.m. to 9 a.m. on weekdays and is presented by Carla Mendes. New volunteers must complete a four-hour training course before going on air, and the course is free. Station manager Owen Pryce approves every new programme, except music shows of under 30 minutes, which the music editor can approve alone."

CRUISE = "The Bluewater Line runs a daily river cruise from Oxford down the Thames to Abingdon between 1 April and 30 September. The boat leaves Folly Bridge at 10:15 a.m. and arrives in Abingdon at 1:45 p.m.; the return trip goes back upstream the same afternoon. An adult return ticket costs £24.50, and children under five travel free. The vessel holds up to 120 passengers and is captained by Margaret Hill, with Ravi Patel as the onboard guide. Dogs are welcome on deck, but not in the covered saloon."

GLAMPING = "Fernhill Glamping near Keswick has 12 bell tents and 4 wooden pods spread over 3 hectares of meadow. Each bell tent sleeps up to four people and costs £95 a night, while the pods sleep two and cost £70 a night. Check-in is from 3 p.m., and check-out is by 10:30 a.m. The minimum stay is two nights, except in November, when single nights can be booked. Campfires are allowed only in the steel fire pits, and firewood is sold at reception for £8 a bag."

HEARING = "ClearSound Hearing Centre on Market Street offers free hearing tests that take about 45 minutes. Audiologist Dr Fatima Khan carries out the tests, and technician Ben Walsh repairs and cleans hearing aids. The centre's basic behind-the-ear model costs £1,250 per pair and comes with a three-year warranty. Batteries are free for patients over 65, and everyone else pays £3 for a pack of six. The centre is open Monday to Friday from 9 a.m. to 5 p.m. and on Saturday mornings until 12:30 p.m."

COMICS = "Panel & Page is a comic-book shop on Dale Street that stocks around 6,000 back issues. The shop is open every day except Tuesday, from 11 a.m. to 7 p.m., and new comics arrive every Wednesday. Subscribers who reserve at least three series a month get 15% off all new issues. Owner Greg Lam buys collections from the public, but only on Saturdays. His assistant Nadia Ruiz runs the monthly drawing workshop, which costs £6 and is limited to 10 participants."

HALF = "The Lakeside Half Marathon starts at 9 a.m. on Sunday 5 October 2025 and follows a 21.1-kilometre loop around Lake Elan. Entry costs £38 until 31 August and £45 after that date. Runners must be at least 17 years old on race day. There are water stations every 5 km, and the course closes 3 hours 30 minutes after the start. The race director is Sophie Grant, the medical team is led by Dr Arun Mehta, and all 2,400 places sold out last year."

MUSEUM = "On Friday 21 November, the Halden Science Museum stays open late for its Science After Dark night, from 7 p.m. to 11 p.m. Tickets cost £15 and are for adults aged 18 and over only. The planetarium show, produced with funding from the Norwegian government, starts every 30 minutes, and each show lasts 20 minutes. Chemist Dr Elena Rossi gives a live liquid-nitrogen demonstration at 8 p.m. in the main hall, introduced by curator Sam Okafor. Visitors can also see a 2-tonne meteorite that fell in Namibia."

CARGO = "Bakfiets Bristol rents out cargo bikes from its shop near Temple Meads station. A bike costs £18 for four hours or £30 for a full day, and a weekly hire costs £120. Each bike can carry up to 100 kg in its front box, including two children on the bench seat. Renters must be at least 18 and leave a £200 deposit, which is refunded when the bike is returned undamaged. Mechanic Joe Kim checks every bike before hire, and bookings are handled by manager Aisha Brown."

# fmt: off
FAITHFULNESS = [
    w.faith("en-cb-001", "para.reorder", "What are the check-in and check-out times at Fernhill?", "Check-out is by 10:30 a.m., and check-in starts from 3 p.m.", GLAMPING, True),
    w.faith("en-cb-002", "para.passive", "Who judges the final at Crux Carnival?", "Tom Reyes judges the final.", BOULDER, True),
    w.faith("en-cb-003", "para.synonym", "How many dogs does Muddy Paws take per day?", "Muddy Paws takes care of at most 25 dogs on any single day.", DAYCARE, True),
    w.faith("en-cb-004", "para.nominal", "What do new volunteers have to do before presenting?", "Completion of a four-hour training course is required before new volunteers go on air.", RADIO, True),
    w.faith("en-cb-005", "para.capital", "Who funded the planetarium show?", "The planetarium show was produced with money from Oslo.", MUSEUM, True),
    w.faith("en-cb-006", "para.pronoun", "Who presents the breakfast show on Riverside FM?", "Carla Mendes presents it. It runs on weekdays from 6 a.m. to 9 a.m.", RADIO, True),
    w.faith("en-cb-007", "para.relative", "Who captains the cruise boat?", "Margaret Hill captains the vessel, which holds up to 120 passengers.", CRUISE, True),
    w.faith("en-cb-008", "para.part", "Are there pods at Fernhill Glamping?", "Yes, four wooden pods are part of the accommodation at Fernhill.", GLAMPING, True),
    w.faith("en-cb-009", "para.combine", "Tell me about the drawing workshop at Panel & Page.", "Nadia Ruiz runs the monthly drawing workshop, which costs £6 and takes no more than 10 participants.", COMICS, True),
    w.faith("en-cb-010", "fmt.number", "How old do you have to be to run the Lakeside Half Marathon?", "Runners must be at least seventeen years old on race day.", HALF, True),
    w.faith("en-cb-011", "fmt.thousands", "How many places sold out last year?", "All 2400 places sold out last year.", HALF, True),
    w.faith("en-cb-012", "fmt.scale", "How heavy is the meteorite at the museum?", "The meteorite weighs 2,000 kilograms, and it fell in Namibia.", MUSEUM, True),
    w.faith("en-cb-013", "fmt.date", "What date is the Lakeside Half Marathon?", "The race takes place on Sunday, 2025-10-05.", HALF, True),
    w.faith("en-cb-014", "fmt.time", "What time does the final start?", "The final starts at 19:30.", BOULDER, True),
    w.faith("en-cb-015", "fmt.unit", "How much can a cargo bike carry?", "The front box can take up to 100 kilograms, including two children on the bench seat.", CARGO, True),
    w.faith("en-cb-016", "fmt.abbrev", "What frequency is Riverside FM on?", "Riverside FM broadcasts on 104.6 megahertz.", RADIO, True),
    w.faith("en-cb-017", "fmt.currency", "How much is an adult return ticket for the cruise?", "An adult return ticket costs 24.50 GBP.", CRUISE, True),
    w.faith("en-cb-018", "fmt.range", "How many people can sleep in a bell tent?", "A bell tent sleeps a maximum of four people.", GLAMPING, True),
    w.faith("en-cb-019", "fmt.period", "When must a dog get its kennel cough vaccine?", "The vaccine has to be given at least two weeks before the dog's first visit.", DAYCARE, True),
    w.faith("en-cb-020", "fmt.share", "Do children get a discount at the festival?", "Yes, climbers under 16 get 50% off the day pass.", BOULDER, True),
    w.faith("en-cb-021", "para.except", "Which day is Panel & Page closed?", "Panel & Page is closed on Tuesdays.", COMICS, True),
    w.faith("en-cb-022", "wrap.opener", "How much does a full day's cargo-bike hire cost?", "Great question! A full day's hire costs £30.", CARGO, True),
    w.faith("en-cb-023", "wrap.closer", "Is ClearSound open on Saturdays?", "Yes, it is open on Saturday mornings until 12:30 p.m. I hope this helps!", HEARING, True),
    w.faith("en-cb-024", "wrap.attribution", "Do young children pay on the cruise?", "According to the document, children under five travel free.", CRUISE, True),
    w.faith("en-cb-025", "wrap.hedge", "How long is each planetarium show?", "I think each planetarium show lasts 20 minutes.", MUSEUM, True),
    w.faith("en-cb-026", "wrap.question", "Can I buy firewood at Fernhill?", "Yes, reception sells firewood for £8 a bag. Would you like to know where campfires are allowed?", GLAMPING, True),
    w.faith("en-cb-027", "value.number", "How many series must subscribers reserve to get the discount?", "Subscribers have to reserve at least five series a month to get 15% off new issues.", COMICS, False),
    w.faith("en-cb-028", "value.date", "When is Science After Dark?", "Science After Dark is on Friday 28 November, from 7 p.m. to 11 p.m.", MUSEUM, False),
    w.faith("en-cb-029", "value.time", "When does the boat leave Folly Bridge?", "The boat leaves Folly Bridge at 10:45 a.m.", CRUISE, False),
    w.faith("en-cb-030", "value.unit", "How long is the half marathon course?", "The course is a 21.1-mile loop around Lake Elan.", HALF, False),
    w.faith("en-cb-031", "value.currency", "How much does the basic hearing aid cost?", "The basic behind-the-ear model costs €1,250 per pair.", HEARING, False),
    w.faith("en-cb-032", "role.swap", "Who is the station manager at Riverside FM?", "Carla Mendes is the station manager, and Owen Pryce presents the breakfast show.", RADIO, False),
    w.faith("en-cb-033", "negation", "Where can guests light a campfire?", "Campfires are not allowed in the steel fire pits.", GLAMPING, False),
    w.faith("en-cb-034", "antonym", "When is the cargo-bike deposit refunded?", "The £200 deposit is refunded when the bike is returned damaged.", CARGO, False),
    w.faith("en-cb-035", "modality", "Does my dog need the kennel cough vaccine?", "Dogs may have the kennel cough vaccine before their first visit, but they don't have to.", DAYCARE, False),
    w.faith("en-cb-036", "quantifier", "Who gets free hearing-aid batteries?", "All patients get their batteries free of charge.", HEARING, False),
    w.faith("en-cb-037", "value.except", "Who approves new programmes at Riverside FM?", "Owen Pryce approves every new programme except talk shows of under 30 minutes, which the music editor can approve alone.", RADIO, False),
    w.faith("en-cb-038", "direction", "Which dogs go to the separate play area?", "Dogs weighing less than 40 kg are placed in a separate play area.", DAYCARE, False),
    w.faith("en-cb-039", "added.fact", "How much is the entry fee for the half marathon?", "Entry costs £38 until 31 August, and the fee includes a finisher's T-shirt.", HALF, False),
    w.faith("en-cb-040", "added.entity", "Who gives the liquid-nitrogen demonstration?", "Chemist Dr Elena Rossi gives it at 8 p.m., together with physicist Mark Chen.", MUSEUM, False),
    w.faith("en-cb-041", "mixed", "Can I rent climbing shoes at the festival?", "Yes, shoes can be rented for £4 a pair, and chalk is handed out free to every climber.", BOULDER, False),
]

REFUSAL = [
    w.refusal("en-cb-042", "refusal.plain", "Do the pods at Fernhill have Wi-Fi?", "I don't know whether the pods have Wi-Fi.", GLAMPING, True),
    w.refusal("en-cb-043", "refusal.context", "Does ClearSound fit cochlear implants?", "The provided context doesn't mention cochlear implants, so I can't answer that.", HEARING, True),
    w.refusal("en-cb-044", "refusal.short", "Do you rent electric cargo bikes?", "I don't know.", CARGO, True),
    w.refusal("en-cb-045", "refusal.long", "How many listeners does Riverside FM have?", "I'm sorry, but I can't give you a listener figure. The information I have describes the station's frequency, its founding year, the breakfast show and the volunteer training, but it says nothing about the size of the audience, so any number I gave you would only be a guess.", RADIO, True),
    w.refusal("en-cb-046", "refusal.hedged", "How much does a Science After Dark ticket cost?", "I'm not completely sure, but it looks like tickets cost £15.", MUSEUM, False),
    w.refusal("en-cb-047", "refusal.partial", "How much do children pay on the cruise, and is food served on board?", "Children under five travel free, but I can't tell whether food is served on board.", CRUISE, False),
]

CORRECTNESS = [
    w.correct("en-cb-048", "correct.wordy", "What time do the doors open at Crux Carnival?", "Thanks for asking! On festival day at Ridgeway Climbing Centre, you can head in from half past eight in the morning, when the doors open.", "The doors open at 8:30 a.m.", True),
    w.correct("en-cb-049", "correct.short", "How much does a full day at Muddy Paws cost?", "£35.", "A full day at Muddy Paws Dog Daycare costs £35.", True),
    w.correct("en-cb-050", "correct.format", "When does the Lakeside Half Marathon start?", "Sunday 2025-10-05, 09:00.", "It starts at 9 a.m. on Sunday 5 October 2025.", True),
    w.correct("en-cb-051", "wrong.value", "How much is the deposit for a cargo bike?", "The deposit is £250.", "Renters leave a £200 deposit.", False),
    w.correct("en-cb-052", "wrong.echo", "What is the minimum stay at Fernhill Glamping in July?", "The minimum stay at Fernhill Glamping in July is one night.", "In July the minimum stay is two nights.", False),
    w.correct("en-cb-053", "wrong.role", "Who repairs hearing aids at ClearSound?", "Dr Fatima Khan repairs the hearing aids, while Ben Walsh carries out the hearing tests.", "Technician Ben Walsh repairs hearing aids; audiologist Dr Fatima Khan carries out the hearing tests.", False),
]

RELEVANCY = [
    w.relevant("en-cb-054", "relevant.direct", "How much does the drawing workshop cost?", "The drawing workshop costs £6.", COMICS, True),
    w.relevant("en-cb-055", "relevant.yesno", "Can a 16-year-old run the Lakeside Half Marathon?", "No, runners must be at least 17 on race day.", HALF, True),
    w.relevant("en-cb-056", "offtopic.true", "How much does it cost to rent climbing shoes?", "The 48 competition problems were set by head route-setter Priya Nand.", BOULDER, False),
    w.relevant("en-cb-057", "offtopic.other", "What is the minimum age to rent a cargo bike?", "A weekly hire costs £120.", CARGO, False),
]

DIAGNOSIS = [
    w.diag("en-cb-058", "diag.pass", "What is the entry fee for the Lakeside Half Marathon after 31 August?", "After 31 August, entry costs £45.", {"half": HALF, "cruise": CRUISE}, ("half",), "pass"),
    w.diag("en-cb-059", "diag.offtopic", "Until what time is Muddy Paws open on weekdays?", "Luis Ortega leads the afternoon walks.", {"daycare": DAYCARE, "comics": COMICS}, ("daycare",), "fix_generation"),
    w.diag("en-cb-060", "diag.unfaithful", "How much does a wooden pod cost per night at Fernhill?", "A wooden pod costs £95 a night.", {"glamping": GLAMPING, "radio": RADIO}, ("glamping",), "fix_generation"),
    w.diag("en-cb-061", "diag.refused", "How much are tickets for Science After Dark?", "I'm sorry, I can't find the ticket price in the information available.", {"museum": MUSEUM, "hearing": HEARING}, ("museum",), "fix_generation"),
    w.diag("en-cb-062", "diag.missed", "How much does a weekly cargo-bike hire cost at Bakfiets Bristol?", "The documents I have don't say how much a weekly hire costs.", {"radio": RADIO, "boulder": BOULDER}, ("cargo",), "fix_retrieval"),
    w.diag("en-cb-063", "diag.correct_refusal", "Does the Bluewater Line offer private charters for weddings?", "The information available doesn't mention private charters, so I can't say.", {"cruise": CRUISE, "glamping": GLAMPING}, (), "correct_refusal"),
    w.diag("en-cb-064", "diag.should_refuse", "Does Panel & Page ship orders abroad?", "Yes, Panel & Page ships orders to most European countries for a flat fee of £12.", {"comics": COMICS, "hearing": HEARING}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
