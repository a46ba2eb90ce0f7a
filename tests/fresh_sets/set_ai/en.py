"""English cases of set AI: a bike repair co-op, a community pool, a piano tuning service, a dog
grooming salon, a farmers' market and a library makerspace."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

COOP = (
    "The Spoke & Chain bike co-op on Fenwick Street is open Tuesday to Saturday from 10 am to 6 pm. "
    "Members pay $35 a year and use the tools for free, while non-members pay $8 per hour of workshop time. "
    "A basic tune-up costs $40 and usually takes two days. The co-op is run by Dana Whitlock, who founded it in 2014."
)
POOL = (
    "Larchmont Community Pool opens for the summer season on June 7, 2025 and closes on September 1. "
    "Lap swimming runs every weekday from 6:00 am to 8:30 am. "
    "The main pool is 25 meters long and the water is kept at 27 degrees Celsius. "
    "Children under 8 must be accompanied by an adult in the water."
)
PIANO = (
    "Harmon Piano Tuning serves homes within 30 miles of Ashford. A standard tuning costs $120 and takes about 90 minutes. "
    "Pianos that have not been tuned for more than five years need a pitch raise, which adds $60. "
    "Technician Leo Marsh handles weekday appointments and Priya Dunn covers Saturdays; the company does not tune digital keyboards."
)
GROOM = (
    "At Pawsome Grooming, a full groom costs £45 for a small dog and £70 for a large dog. "
    "Appointments are available every day except Sunday, with the first slot at 8:15 am. "
    "Owners who cancel with less than 24 hours' notice are charged half the price of the booking. "
    "Every groom includes nail trimming and ear cleaning."
)
MARKET = (
    "The Riverside Farmers' Market is held every other Saturday from 8 am to 1 pm in the Grange Hall car park. "
    "About 40 stalls sell vegetables, cheese, bread and honey. "
    "Last year the market welcomed 12,500 visitors, up from 9,800 the year before. "
    "Dogs are allowed on a leash, but bicycles must be left at the racks by the entrance."
)
MAKER = (
    "The Oakridge Library makerspace has two 3D printers and one laser cutter. "
    "Printing is free for library card holders, up to 200 grams of filament per month. "
    "Laser cutter sessions must be booked at least three days ahead and last 45 minutes. "
    "Librarian Tomás Reyes supervises the space on Wednesdays and Thursdays."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("en-ai-001", "para.reorder", "When is the bike co-op open?", "From 10 am to 6 pm, Tuesday through Saturday.", COOP, True),
    w.faith("en-ai-002", "para.passive", "Who started the Spoke & Chain co-op?", "The co-op was founded in 2014 by Dana Whitlock, who also runs it.", COOP, True),
    w.faith("en-ai-003", "para.synonym", "How long does a basic tune-up take?", "A basic tune-up normally needs two days and costs $40.", COOP, True),
    w.faith("en-ai-004", "para.nominal", "Do members pay to use the tools?", "No. Tool use is free for members, whose membership costs $35 a year.", COOP, True),
    w.faith("en-ai-005", "fmt.currency", "What do non-members pay?", "Non-members pay eight dollars for each hour of workshop time.", COOP, True),
    w.faith("en-ai-006", "fmt.date", "When does the pool open for the summer?", "It opens on 7 June 2025.", POOL, True),
    w.faith("en-ai-007", "fmt.time", "What are the lap swimming hours?", "Lap swimming is on weekdays from 06:00 to 08:30.", POOL, True),
    w.faith("en-ai-008", "fmt.unit", "How long is the main pool?", "The main pool is 25 m long.", POOL, True),
    w.faith("en-ai-009", "fmt.abbrev", "How warm is the water?", "The water is kept at 27 °C.", POOL, True),
    w.faith("en-ai-010", "para.synonym", "Can young kids swim on their own?", "No, kids younger than 8 need an adult with them in the water.", POOL, True),
    w.faith("en-ai-011", "fmt.date", "When does the pool close for the season?", "The pool closes for the season on Sept. 1.", POOL, True),
    w.faith("en-ai-012", "fmt.period", "How long does a standard tuning take?", "A standard tuning takes about an hour and a half.", PIANO, True),
    w.faith("en-ai-013", "para.pronoun", "Who is Leo Marsh?", "He is the technician who handles weekday appointments.", PIANO, True),
    w.faith("en-ai-014", "para.relative", "Who should I book for a Saturday?", "The technician who covers Saturdays is Priya Dunn.", PIANO, True),
    w.faith("en-ai-015", "para.combine", "What would I pay for a piano that hasn't been tuned in seven years?", "You'd pay $180: the $120 standard tuning plus $60 for the pitch raise.", PIANO, True),
    w.faith("en-ai-016", "para.part", "Can they tune my digital keyboard?", "No, Harmon Piano Tuning does not tune digital keyboards.", PIANO, True),
    w.faith("en-ai-017", "para.nominal", "Which area does Harmon cover?", "Their service area covers homes within 30 miles of Ashford.", PIANO, True),
    w.faith("en-ai-018", "para.reorder", "How much is a full groom?", "It's £70 for a large dog and £45 for a small one.", GROOM, True),
    w.faith("en-ai-019", "para.except", "Which days can I book a grooming appointment?", "Appointments are available Monday through Saturday.", GROOM, True),
    w.faith("en-ai-020", "fmt.share", "What happens if I cancel late?", "If you cancel with less than 24 hours' notice, you're charged 50% of the booking price.", GROOM, True),
    w.faith("en-ai-021", "fmt.time", "What's the earliest grooming appointment?", "The first slot is at 8:15 in the morning.", GROOM, True),
    w.faith("en-ai-022", "para.capital", "Is nail trimming included in a groom?", "Yes, EVERY groom includes nail trimming and ear cleaning.", GROOM, True),
    w.faith("en-ai-023", "fmt.range", "What time is the market on?", "It runs 8 am–1 pm, every other Saturday.", MARKET, True),
    w.faith("en-ai-024", "fmt.thousands", "How many visitors came to the market last year?", "The market had 12500 visitors last year.", MARKET, True),
    w.faith("en-ai-025", "fmt.number", "How many stalls are there?", "There are about forty stalls.", MARKET, True),
    w.faith("en-ai-026", "para.capital", "Where is the market held?", "It's held in the grange hall car park.", MARKET, True),
    w.faith("en-ai-027", "fmt.scale", "How many people visited the market last year?", "The market welcomed 12.5 thousand visitors last year.", MARKET, True),
    w.faith("en-ai-028", "para.passive", "What can I buy at the market?", "Vegetables, cheese, bread and honey are sold at about 40 stalls.", MARKET, True),
    w.faith("en-ai-029", "fmt.period", "How often is the market held?", "It's held on a Saturday once every two weeks.", MARKET, True),
    w.faith("en-ai-030", "wrap.opener", "Can I bring my dog to the market?", "Good question! Yes, dogs are allowed as long as they're on a leash.", MARKET, True),
    w.faith("en-ai-031", "wrap.closer", "How many 3D printers does the makerspace have?", "The makerspace has two 3D printers. Let me know if you need anything else!", MAKER, True),
    w.faith("en-ai-032", "wrap.attribution", "How far ahead do I need to book the laser cutter?", "According to the library, laser cutter sessions must be booked at least three days ahead.", MAKER, True),
    w.faith("en-ai-033", "wrap.hedge", "How long is a laser cutter session?", "I believe each laser cutter session lasts 45 minutes.", MAKER, True),
    w.faith("en-ai-034", "wrap.question", "Who supervises the makerspace?", "Who supervises it? Librarian Tomás Reyes, on Wednesdays and Thursdays.", MAKER, True),
    w.faith("en-ai-035", "fmt.unit", "How much filament can I use for free?", "Library card holders can print for free with up to 0.2 kg of filament per month.", MAKER, True),
    w.faith("en-ai-036", "para.part", "Does the makerspace have a laser cutter?", "Yes, it has one laser cutter.", MAKER, True),
    # one clear error each
    w.faith("en-ai-037", "value.number", "How many stalls are there?", "There are about 60 stalls.", MARKET, False),
    w.faith("en-ai-038", "value.date", "When does the pool open?", "The pool opens for the summer on June 17, 2025.", POOL, False),
    w.faith("en-ai-039", "value.time", "When does lap swimming end?", "Lap swimming ends at 9:30 am.", POOL, False),
    w.faith("en-ai-040", "value.unit", "How long is the main pool?", "The main pool is 25 yards long.", POOL, False),
    w.faith("en-ai-041", "value.currency", "How much is a groom for a small dog?", "A full groom for a small dog costs £55.", GROOM, False),
    w.faith("en-ai-042", "role.swap", "Who handles Saturday appointments?", "Leo Marsh covers Saturdays, and Priya Dunn handles weekday appointments.", PIANO, False),
    w.faith("en-ai-043", "negation", "Are dogs allowed at the market?", "No, dogs are not allowed at the market.", MARKET, False),
    w.faith("en-ai-044", "antonym", "What are the co-op's hours?", "The co-op is closed Tuesday to Saturday from 10 am to 6 pm.", COOP, False),
    w.faith("en-ai-045", "modality", "Do young children need an adult with them?", "Children under 8 should ideally have an adult with them in the water, but it isn't required.", POOL, False),
    w.faith("en-ai-046", "quantifier", "Does a groom include ear cleaning?", "Only some grooms include nail trimming and ear cleaning.", GROOM, False),
    w.faith("en-ai-047", "direction", "How did visitor numbers change last year?", "Visitor numbers dropped last year, from 12,500 to 9,800.", MARKET, False),
    w.faith("en-ai-048", "value.except", "Which day are grooming appointments unavailable?", "Appointments are available every day except Monday.", GROOM, False),
    w.faith("en-ai-049", "added.fact", "What does a basic tune-up cost?", "A basic tune-up costs $40, takes two days and includes a free chain replacement.", COOP, False),
    w.faith("en-ai-050", "added.entity", "Who runs the co-op?", "The co-op is run by Dana Whitlock and her partner Sam Ortiz, who founded it together in 2014.", COOP, False),
    w.faith("en-ai-051", "value.currency", "How much is a standard tuning?", "A standard tuning costs $150.", PIANO, False),
    w.faith("en-ai-052", "value.number", "When does a piano need a pitch raise?", "A piano needs a pitch raise if it hasn't been tuned for more than three years.", PIANO, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-ai-053", "refusal.plain", "Does the co-op sell secondhand bikes?", "I'm sorry, I don't know.", COOP, True),
    w.refusal("en-ai-054", "refusal.context", "Does Harmon repair broken piano keys?", "The information provided doesn't say whether Harmon repairs broken keys.", PIANO, True),
    w.refusal("en-ai-055", "refusal.hedged", "How long is a laser cutter session?", "I'm not completely sure, but it looks like each session lasts 45 minutes.", MAKER, False),
    w.refusal("en-ai-056", "refusal.partial", "How much is a groom for a large dog, and do you offer teeth cleaning?", "A full groom for a large dog costs £70; the information doesn't mention teeth cleaning.", GROOM, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-ai-057", "correct.wordy", "How much does a standard tuning cost at Harmon?", "If your piano only needs a standard tuning, Harmon will charge you $120 for the visit.", "A standard tuning costs $120.", True),
    w.correct("en-ai-058", "correct.wordy", "On which days is lap swimming offered?", "You can swim laps at Larchmont every weekday, Monday to Friday, early in the morning.", "Lap swimming is offered every weekday.", True),
    w.correct("en-ai-059", "correct.short", "Who runs the Spoke & Chain co-op?", "Dana Whitlock.", "The co-op is run by Dana Whitlock.", True),
    w.correct("en-ai-060", "correct.format", "How much filament can card holders print per month?", "Up to 0.2 kg a month.", "Up to 200 grams of filament per month.", True),
    w.correct("en-ai-061", "wrong.value", "How much does a full groom for a large dog cost?", "A full groom for a large dog costs £45.", "A full groom for a large dog costs £70.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-ai-062", "relevant.direct", "When can I swim laps?", "Weekday mornings, 6:00 to 8:30.", POOL, True),
    w.relevant("en-ai-063", "relevant.direct", "Where is the farmers' market held?", "In the Grange Hall car park.", MARKET, True),
    w.relevant("en-ai-064", "relevant.direct", "How much will I pay for my large dog?", "A full groom for that size is £70.", GROOM, True),
    w.relevant("en-ai-065", "relevant.direct", "How do I get time on the laser cutter?", "Book a 45-minute session at least three days ahead.", MAKER, True),
    w.relevant("en-ai-066", "relevant.yesno", "Do members have to pay for the tools?", "No, tool use is free with membership.", COOP, True),
    w.relevant("en-ai-067", "offtopic.true", "How much does a basic tune-up cost?", "The co-op is run by Dana Whitlock, who founded it in 2014.", COOP, False),
]

DIAGNOSIS: list[Case] = [
    w.diag(
        "en-ai-068", "diag.pass", "How long is a laser cutter session at the Oakridge Library?",
        "Each laser cutter session lasts 45 minutes.",
        {"maker-rules": MAKER, "library-hours": "The Oakridge Library is open from 9 am to 8 pm on weekdays and from 10 am to 4 pm on Saturdays."},
        ("maker-rules",), "pass",
    ),
    w.diag(
        "en-ai-069", "diag.missed", "What does a day pass at Larchmont Community Pool cost?",
        "The information I have doesn't say what a day pass costs.",
        {"pool-season": POOL, "pool-parking": "Parking at Larchmont Community Pool is free for the first two hours."},
        ("pool-fees",), "fix_retrieval",
    ),
    w.diag(
        "en-ai-070", "diag.correct_refusal", "Do the stalls at the Riverside Farmers' Market take credit cards?",
        "The available information doesn't say whether the stalls accept credit cards.",
        {"market-info": MARKET, "market-parking": "Visitors to the Riverside Farmers' Market can park for free on Mill Lane."},
        (), "correct_refusal",
    ),
    w.diag(
        "en-ai-071", "diag.unfaithful", "How much is a basic tune-up at Spoke & Chain?",
        "A basic tune-up at Spoke & Chain costs $60.",
        {"coop-prices": "At the Spoke & Chain bike co-op, a basic tune-up costs $40 and usually takes two days.", "coop-hours": "The Spoke & Chain bike co-op is open Tuesday to Saturday from 10 am to 6 pm."},
        ("coop-prices",), "fix_generation",
    ),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
