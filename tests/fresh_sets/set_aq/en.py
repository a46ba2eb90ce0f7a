"""English cases of set AQ: a Saturday bookbinding class, a rowing club's beginners' course,
a ski chairlift, a cheese dairy tour, a marathon registration, a public library's maker space
and a car-sharing service."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

BOOKBINDING = (
    "The Saturday bookbinding class at Hollis Paper Studio runs from 10:00 to 13:00 and costs £38 per session, including all paper and thread. "
    "Teacher Maren Ostby shows students how to sew a coptic-stitch notebook of 48 pages. "
    "Places are limited to 8 students, and anyone under 16 must come with an adult."
)
ROWING = (
    "Riverside Rowing Club (RRC) offers a beginners' course of six sessions starting on 4 May 2025. "
    "Each session lasts 90 minutes and takes place on the lake behind the boathouse. "
    "New members must pass a 200-metre swimming test before their first outing. "
    "The course fee is £120, and half of it is refunded if the club cancels the course."
)
SKI_LIFT = (
    "The Grauhorn chairlift runs daily from 8:30 am to 4:15 pm between 20 December and 6 April. "
    "It climbs 1,150 metres over a distance of 3.2 kilometres, and a single ride takes about 12 minutes. "
    "Day passes cost €52 for adults and €31 for children aged 6 to 15; children under 6 ride free."
)
DAIRY = (
    "The Alder Farm dairy tour runs every day except Monday, starting at 2 pm. "
    "Guide Tobias Renk, who trained under head cheesemaker Ilse Brandt, leads visitors through the milking parlour and the ripening cellar, where about 2,400 wheels of cheese are stored. "
    "The tour costs $14 and includes a tasting of three cheeses."
)
MARATHON = (
    "Registration for the Lakeshore Marathon opens on 1 February 2026 and closes on 15 March 2026, or earlier if all 4,500 places are filled. "
    "The entry fee is €65 until 28 February and €80 after that. "
    "Runners must be at least 18 years old on race day, 26 April 2026."
)
MAKERSPACE = (
    "The maker space on the second floor of Eastgate Public Library is open Tuesday to Saturday from 11 am to 7 pm. "
    "Visitors may use the 3D printers for free after completing a 30-minute safety induction, but filament costs 5 cents per gram. "
    "The laser cutter can only be booked by members aged 18 or over."
)
CARSHARE = (
    "Members of the ZipCo car-sharing service pay a monthly fee of $9 plus $0.35 per kilometre driven. "
    "Cars can be picked up and returned at any of the 140 stations in the city except the one at Central Airport, and they must come back with at least a quarter of a tank of fuel. "
    "Late returns are charged $15 for every started hour. "
    "Last year, members drove a total of 3.6 million kilometres."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("en-aq-001", "para.reorder", "When is the bookbinding class and what does it cost?", "It costs £38 per session and runs from 10:00 to 13:00 on Saturdays.", BOOKBINDING, True),
    w.faith("en-aq-002", "para.passive", "What does Maren Ostby teach?", "Students are shown by Maren Ostby how to sew a coptic-stitch notebook of 48 pages.", BOOKBINDING, True),
    w.faith("en-aq-003", "para.synonym", "How many people can join the bookbinding class?", "The class is capped at 8 students.", BOOKBINDING, True),
    w.faith("en-aq-004", "para.nominal", "Is there an age rule for the bookbinding class?", "Attendance by anyone under 16 requires an accompanying adult.", BOOKBINDING, True),
    w.faith("en-aq-005", "para.capital", "Who teaches the bookbinding class?", "MAREN OSTBY teaches it at HOLLIS PAPER STUDIO.", BOOKBINDING, True),
    w.faith("en-aq-006", "para.pronoun", "What is included in the £38 fee?", "It covers all the paper and thread.", BOOKBINDING, True),
    w.faith("en-aq-007", "para.relative", "What do students make in the bookbinding class?", "Maren Ostby, who teaches the class, shows them how to sew a 48-page coptic-stitch notebook.", BOOKBINDING, True),
    w.faith("en-aq-008", "para.part", "What does a day pass on the Grauhorn chairlift cost for an adult?", "An adult day pass costs €52.", SKI_LIFT, True),
    w.faith("en-aq-009", "para.combine", "When does the chairlift run and how long is a ride?", "The chairlift runs daily from 8:30 am to 4:15 pm, and one ride takes about 12 minutes.", SKI_LIFT, True),
    w.faith("en-aq-010", "fmt.number", "How many sessions does the RRC beginners' course have?", "The beginners' course has 6 sessions.", ROWING, True),
    w.faith("en-aq-011", "fmt.thousands", "How much height does the chairlift gain?", "It climbs 1150 metres.", SKI_LIFT, True),
    w.faith("en-aq-012", "fmt.scale", "How far did ZipCo members drive last year?", "They drove 3,600,000 kilometres in total.", CARSHARE, True),
    w.faith("en-aq-013", "fmt.date", "When does the rowing course start?", "The course starts on May 4, 2025.", ROWING, True),
    w.faith("en-aq-014", "fmt.time", "When does the chairlift stop running?", "It stops running at 16:15.", SKI_LIFT, True),
    w.faith("en-aq-015", "fmt.unit", "How long is the chairlift route?", "The route is 3.2 km long.", SKI_LIFT, True),
    w.faith("en-aq-016", "fmt.abbrev", "Which club offers the beginners' rowing course?", "The RRC offers it.", ROWING, True),
    w.faith("en-aq-017", "fmt.currency", "What does the rowing course cost?", "The course fee is 120 pounds.", ROWING, True),
    w.faith("en-aq-018", "fmt.range", "Which children pay the child rate on the chairlift?", "Children aged 6–15 pay the child rate of €31.", SKI_LIFT, True),
    w.faith("en-aq-019", "fmt.period", "How long is each rowing session?", "Each session lasts an hour and a half.", ROWING, True),
    w.faith("en-aq-020", "fmt.share", "What happens to the fee if the club cancels the rowing course?", "50% of the £120 fee is refunded.", ROWING, True),
    w.faith("en-aq-021", "para.except", "On which days can I take the dairy tour?", "The tour runs Tuesday through Sunday; there is none on Mondays.", DAIRY, True),
    w.faith("en-aq-022", "wrap.opener", "What does the dairy tour cost?", "Good question! The tour costs $14, including a tasting of three cheeses.", DAIRY, True),
    w.faith("en-aq-023", "wrap.closer", "Who leads the dairy tour?", "Tobias Renk guides the visitors. Enjoy your visit!", DAIRY, True),
    w.faith("en-aq-024", "wrap.attribution", "How many cheese wheels are in the cellar?", "According to the farm's information, about 2,400 wheels are stored in the ripening cellar.", DAIRY, True),
    w.faith("en-aq-025", "wrap.hedge", "When does the marathon registration close?", "As far as I can tell from the text, registration closes on 15 March 2026, or earlier if all places are taken.", MARATHON, True),
    w.faith("en-aq-026", "wrap.question", "Is there a minimum age for the marathon?", "Is there an age limit? Yes: runners must be at least 18 on race day.", MARATHON, True),
    w.faith("en-aq-027", "para.reorder", "What are the ZipCo charges?", "On top of $0.35 per kilometre driven, members pay a $9 monthly fee.", CARSHARE, True),
    w.faith("en-aq-028", "para.passive", "Who can book the laser cutter?", "Only members aged 18 or over can book the laser cutter.", MAKERSPACE, True),
    w.faith("en-aq-029", "para.synonym", "Where can ZipCo cars be collected?", "You can collect and drop off a car at any of the city's stations apart from the Central Airport one.", CARSHARE, True),
    w.faith("en-aq-030", "para.nominal", "How are late returns charged?", "The charge for a late return is $15 per started hour.", CARSHARE, True),
    w.faith("en-aq-031", "para.pronoun", "What must I do before using the 3D printers?", "You need to complete a 30-minute safety induction; after that, they are free to use.", MAKERSPACE, True),
    w.faith("en-aq-032", "para.relative", "Where is the maker space?", "The maker space, which is open Tuesday to Saturday, is on the second floor of Eastgate Public Library.", MAKERSPACE, True),
    w.faith("en-aq-033", "para.part", "What does it cost to enter the marathon?", "The entry fee is €65 if you register by 28 February.", MARATHON, True),
    w.faith("en-aq-034", "para.combine", "What should new RRC members know about the course?", "The six-session course starts on 4 May 2025, and before their first outing new members must pass a 200-metre swimming test.", ROWING, True),
    w.faith("en-aq-035", "fmt.number", "How many cheeses are in the tasting?", "The tasting includes 3 cheeses.", DAIRY, True),
    w.faith("en-aq-036", "fmt.thousands", "How many runners can take part in the marathon?", "There are 4500 places.", MARATHON, True),
    w.faith("en-aq-037", "fmt.date", "When is race day?", "Race day is 2026-04-26.", MARATHON, True),
    w.faith("en-aq-038", "fmt.time", "What are the maker space's opening hours?", "It opens at 11:00 and closes at 19:00, Tuesday to Saturday.", MAKERSPACE, True),
    w.faith("en-aq-039", "fmt.unit", "How far must new rowers be able to swim?", "They must pass a 200 m swimming test.", ROWING, True),
    w.faith("en-aq-040", "fmt.currency", "What does a late return cost?", "It costs 15 dollars for every started hour.", CARSHARE, True),
    w.faith("en-aq-041", "fmt.range", "When is the maker space open?", "Tuesday–Saturday, 11 am–7 pm.", MAKERSPACE, True),
    w.faith("en-aq-042", "fmt.period", "How long is the safety induction?", "The induction takes half an hour.", MAKERSPACE, True),
    w.faith("en-aq-043", "fmt.share", "How much fuel must be in the tank when I return a car?", "At least 25% of a tank.", CARSHARE, True),
    w.faith("en-aq-044", "para.except", "Where can I return a ZipCo car?", "At any of the 140 city stations other than the one at Central Airport.", CARSHARE, True),
    w.faith("en-aq-045", "wrap.opener", "Can I use the 3D printers for free?", "Happy to help. Yes, the 3D printers are free once you have done the 30-minute safety induction, though filament costs 5 cents per gram.", MAKERSPACE, True),
    w.faith("en-aq-046", "wrap.attribution", "Where do the rowing sessions take place?", "The club's description says the sessions take place on the lake behind the boathouse.", ROWING, True),
    # one clear error each
    w.faith("en-aq-047", "value.number", "How many pages does the notebook have?", "Students sew a coptic-stitch notebook of 64 pages.", BOOKBINDING, False),
    w.faith("en-aq-048", "value.date", "When does the rowing course start?", "The course starts on 14 May 2025.", ROWING, False),
    w.faith("en-aq-049", "value.time", "When does the chairlift open?", "The chairlift opens at 9:30 am.", SKI_LIFT, False),
    w.faith("en-aq-050", "value.unit", "How long is the chairlift route?", "The route is 3.2 miles long.", SKI_LIFT, False),
    w.faith("en-aq-051", "value.currency", "How much is a child's day pass?", "A child's day pass costs €36.", SKI_LIFT, False),
    w.faith("en-aq-052", "role.swap", "Who trained whom at Alder Farm?", "Head cheesemaker Ilse Brandt trained under the guide, Tobias Renk.", DAIRY, False),
    w.faith("en-aq-053", "negation", "Is paper included in the bookbinding fee?", "No, paper and thread are not included in the £38 fee.", BOOKBINDING, False),
    w.faith("en-aq-054", "antonym", "How does the marathon entry fee change over time?", "Entering after 28 February is cheaper than entering earlier.", MARATHON, False),
    w.faith("en-aq-055", "modality", "Is the swimming test required for new rowers?", "The 200-metre swimming test is optional; new members can skip it if they wish.", ROWING, False),
    w.faith("en-aq-056", "quantifier", "Which members can book the laser cutter?", "All members can book the laser cutter, whatever their age.", MAKERSPACE, False),
    w.faith("en-aq-057", "value.except", "On which days does the dairy tour run?", "It runs every day except Sunday.", DAIRY, False),
    w.faith("en-aq-058", "direction", "What is the age requirement for the marathon?", "Runners must be at most 18 years old on race day.", MARATHON, False),
    w.faith("en-aq-059", "added.fact", "When is the maker space open?", "It is open Tuesday to Saturday from 11 am to 7 pm, with a late opening until 9 pm on Thursdays.", MAKERSPACE, False),
    w.faith("en-aq-060", "added.entity", "Who leads the dairy tour?", "Tobias Renk leads the tour together with his colleague Marta Olsen.", DAIRY, False),
    w.faith("en-aq-061", "mixed", "What do day passes cost on the Grauhorn chairlift?", "An adult day pass costs €52, and children aged 6 to 15 ride free.", SKI_LIFT, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-aq-062", "refusal.plain", "Does ZipCo offer electric cars?", "I don't know; I have no information on whether ZipCo has electric cars.", CARSHARE, True),
    w.refusal("en-aq-063", "refusal.context", "Who founded the Riverside Rowing Club?", "The context doesn't mention who founded the club.", ROWING, True),
    w.refusal("en-aq-064", "refusal.hedged", "How long does one chairlift ride take?", "I'm not completely sure, but a single ride seems to take about 12 minutes.", SKI_LIFT, False),
    w.refusal("en-aq-065", "refusal.partial", "What does the bookbinding class cost, and is there parking?", "The class costs £38 per session; the information says nothing about parking.", BOOKBINDING, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-aq-066", "correct.wordy", "When does marathon registration open?", "Registration for the Lakeshore Marathon opens on the first of February 2026, so that is the earliest day you can sign up.", "1 February 2026.", True),
    w.correct("en-aq-067", "correct.wordy", "How much does the dairy tour cost?", "If you want to join the Alder Farm tour, you'll pay fourteen dollars, and that already covers a tasting of three cheeses.", "$14.", True),
    w.correct("en-aq-068", "correct.short", "How many stations does ZipCo have in the city?", "140.", "ZipCo has 140 stations in the city.", True),
    w.correct("en-aq-069", "correct.format", "What time does the bookbinding class start?", "10 am.", "It starts at 10:00.", True),
    w.correct("en-aq-070", "wrong.value", "How much is ZipCo's late return charge?", "Late returns cost $50 for every started hour.", "$15 for every started hour.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-aq-071", "relevant.direct", "What time should I turn up for the cheese tour?", "Tours begin at 2 pm.", DAIRY, True),
    w.relevant("en-aq-072", "relevant.direct", "Where do the rowing lessons happen?", "On the lake behind the boathouse.", ROWING, True),
    w.relevant("en-aq-073", "relevant.direct", "How do I get permission to use the 3D printers?", "Complete the 30-minute safety induction first.", MAKERSPACE, True),
    w.relevant("en-aq-074", "relevant.yesno", "Can a 15-year-old book the laser cutter?", "No, only members aged 18 or over can book it.", MAKERSPACE, True),
    w.relevant("en-aq-075", "offtopic.true", "How much is the ZipCo monthly fee?", "Late returns are charged $15 for every started hour.", CARSHARE, False),
    w.relevant("en-aq-076", "relevant.direct", "What's the price of signing up for the marathon in early February?", "€65, as long as you enter by the 28th.", MARATHON, True),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-aq-077", "diag.pass", "How long is each RRC session?", "Each session lasts 90 minutes.", {"rowing-course": ROWING, "ski-lift": SKI_LIFT}, ("rowing-course",), "pass"),
    w.diag("en-aq-078", "diag.missed", "What is the entry fee for the Lakeshore Marathon after 28 February?", "The provided documents do not say what the entry fee is.", {"dairy-tour": DAIRY, "maker-space": MAKERSPACE}, ("marathon",), "fix_retrieval"),
    w.diag("en-aq-079", "diag.correct_refusal", "Is there a café at the Grauhorn base station?", "Sorry, the documents don't say whether there is a café at the base station.", {"ski-lift": SKI_LIFT, "car-sharing": CARSHARE}, (), "correct_refusal"),
    w.diag("en-aq-080", "diag.unfaithful", "How many places are there in the bookbinding class?", "The class takes up to 12 students.", {"bookbinding": BOOKBINDING, "maker-space": MAKERSPACE}, ("bookbinding",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
