"""Fresh set ck, English: a balloon ride, piano tuners, a riding stable, tax advisers, a dormitory, an aquarium, a botanical garden, a go-kart track, a recycling centre and a wine tour."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

BALLOON = (
    "Skyward Balloons flies from Harwick Meadow, six miles south of Bath. "
    "Flights take off at 6:30 a.m. from April to September and spend about one hour in the air. "
    "A seat costs £189 for adults and £149 for children aged 8 to 14; children under 8 cannot fly. "
    "Each basket carries up to 12 passengers, and a flight is cancelled if the wind is above 15 km/h. "
    "The balloon is flown by pilot Megan Doyle, while her ground crew member, Tom Price, drives everyone back to the meadow after landing."
)
PIANO = (
    "Keynote Piano Care was founded in 2009 by Lena Marsh and now has four tuners. "
    "Tuning an upright piano costs $120 and takes about 90 minutes; tuning a grand piano costs $160. "
    "Appointments can be booked between 9 a.m. and 5 p.m. on weekdays, except on Wednesdays. "
    "Customers must cancel at least 48 hours in advance, or a $30 fee is charged. "
    "The company recommends tuning a piano twice a year."
)
STABLE = (
    "Oakfield Stables keeps 22 horses and 6 ponies on a 40-acre farm outside Lexington, Kentucky. "
    "A beginner riding lesson lasts 45 minutes and costs $55. "
    "Every rider must wear a helmet, and the stable lends helmets free of charge. "
    "Children must be at least 6 years old to ride a pony and at least 12 to ride a horse. "
    "Head instructor Clara Jensen trained the stable's show team, which won the county championship in 2022. "
    "The stable is open every day except Monday, from 8 a.m. to 7 p.m."
)
TAX = (
    "Fairway Tax Advisors has two offices, one in Leeds and one in York. "
    "The first consultation, lasting 30 minutes, is free; after that, advice costs £85 per hour. "
    "Self-assessment returns must be booked by 15 January 2025 so that they can be filed before the 31 January 2025 deadline. "
    "Clients must bring their P60 and their bank statements; a passport is recommended but not required. "
    "Senior adviser Priya Shah leads the York office, and Daniel Hart leads the Leeds office. "
    "About a quarter of the firm's clients are self-employed."
)
DORM = (
    "Maple Hall is a student dormitory with 320 rooms on five floors. "
    "A single room costs $650 per month, and a place in a shared double costs $420 per month. "
    "Quiet hours run from 11 p.m. to 7 a.m. every night. "
    "Residents may have overnight guests for up to three nights a month, and every guest must be registered at the front desk. "
    "The laundry room in the basement is open 24 hours a day. "
    "The resident director, Marcus Bell, lives in a flat on the ground floor."
)
AQUARIUM = (
    "The Harbour Aquarium opened on 12 May 2015 and is home to 2,400 animals from 310 species. "
    "Its largest tank holds 1.5 million litres of seawater. "
    "Tickets cost $28 for adults and $18 for children under 12, and children under 3 get in free. "
    "The aquarium is open from 9 a.m. to 6 p.m. every day except 25 December. "
    "Divers feed the sharks at 2 p.m. on Tuesdays and Saturdays. "
    "Flash photography is prohibited in all galleries."
)
GARDEN = (
    "The Wexford Botanical Garden covers 18 hectares and was laid out in 1872 by the botanist Henry Ashcombe. "
    "Its tropical glasshouse is kept at 24 °C all year round. "
    "Adults pay €9 for entry, but entry is free for everyone on the first Sunday of each month. "
    "Dogs are not allowed anywhere in the garden except the car park. "
    "Guided tours start at 11 a.m. and last two hours. "
    "Half of the garden's 6,000 plant species come from South America."
)
KART = (
    "Redline Karting has an outdoor track that is 850 metres long and has 14 corners. "
    "One 15-minute session costs $35, and a pack of three sessions costs $90. "
    "To drive the adult karts, drivers must be at least 14 years old and at least 150 cm tall. "
    "The adult karts reach speeds of up to 70 km/h. "
    "Helmets and balaclavas are provided, but drivers must wear closed shoes. "
    "The lap record of 41.2 seconds was set by Jake Moreno in June 2023."
)
RECYCLE = (
    "The Millbrook Recycling Centre on Station Road is open from 8 a.m. to 4 p.m., Tuesday to Saturday. "
    "Residents may bring up to 10 bags of garden waste per visit free of charge. "
    "Dropping off a mattress costs $12, and each tyre costs $5. "
    "Asbestos is not accepted at the centre. "
    "Vans and trailers need a permit, which the council issues within five working days. "
    "The centre is managed by Ruth Okafor on behalf of Millbrook Council."
)
WINE = (
    "The Valley Vines tasting tour visits three Barossa Valley wineries, leaving the Tanunda visitor centre at 10 a.m. and returning by 4:30 p.m. "
    "The tour costs $145 per person, which includes lunch and 12 tastings. "
    "Guests must be 18 or older and must show photo ID. "
    "The guide, Sophie Laurent, used to be a winemaker at Henschke. "
    "Tours run on Thursdays, Fridays and Saturdays, with at most 16 guests per group. "
    "Pick-up is also offered in Adelaide, the capital of South Australia, for $20 extra."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-ck-001", "para.reorder", "When do the balloon flights go up?", "From April to September, the flights take off at 6:30 a.m.", BALLOON, True),
    w.faith("en-ck-002", "para.passive", "Who started Keynote Piano Care?", "Lena Marsh founded Keynote Piano Care in 2009.", PIANO, True),
    w.faith("en-ck-003", "para.synonym", "Does the stable provide helmets?", "Yes, riders can borrow a helmet from the stable at no cost.", STABLE, True),
    w.faith("en-ck-004", "para.nominal", "How much notice do I need to give to cancel a tuning?", "Cancellation is required at least 48 hours in advance; otherwise there is a $30 fee.", PIANO, True),
    w.faith("en-ck-005", "para.capital", "Where else can I be picked up for the wine tour?", "You can also be picked up in South Australia's capital, Adelaide, for an extra $20.", WINE, True),
    w.faith("en-ck-006", "para.pronoun", "Who is Clara Jensen?", "She is the head instructor at Oakfield Stables, and she trained the show team that won the county championship in 2022.", STABLE, True),
    w.faith("en-ck-007", "para.relative", "Who laid out the Wexford Botanical Garden?", "The garden, which covers 18 hectares, was laid out in 1872 by the botanist Henry Ashcombe.", GARDEN, True),
    w.faith("en-ck-008", "para.part", "Where does the wine tour start?", "It leaves from the Tanunda visitor centre.", WINE, True),
    w.faith("en-ck-009", "para.combine", "How long is the go-kart track, and how fast are the adult karts?", "The outdoor track is 850 metres long, and the adult karts reach up to 70 km/h.", KART, True),
    w.faith("en-ck-010", "fmt.number", "How many floors does Maple Hall have?", "Maple Hall has 5 floors.", DORM, True),
    w.faith("en-ck-011", "fmt.thousands", "How many animals live at the Harbour Aquarium?", "The aquarium is home to 2400 animals.", AQUARIUM, True),
    w.faith("en-ck-012", "fmt.scale", "How big is the aquarium's largest tank?", "The largest tank holds 1,500,000 litres of seawater.", AQUARIUM, True),
    w.faith("en-ck-013", "fmt.date", "What's the last day to book my self-assessment return with Fairway?", "You need to book it by January 15, 2025.", TAX, True),
    w.faith("en-ck-014", "fmt.time", "What time does the wine tour get back?", "The tour returns by 16:30.", WINE, True),
    w.faith("en-ck-015", "fmt.unit", "How warm is the tropical glasshouse?", "The tropical glasshouse is kept at 24 degrees Celsius all year round.", GARDEN, True),
    w.faith("en-ck-016", "fmt.abbrev", "Where is the Millbrook Recycling Centre?", "The Millbrook Recycling Centre is on Station Rd.", RECYCLE, True),
    w.faith("en-ck-017", "fmt.currency", "What's the rent for a single room at Maple Hall?", "A single room is 650 dollars a month.", DORM, True),
    w.faith("en-ck-018", "fmt.range", "How long can an overnight guest stay?", "A guest can stay a maximum of 3 nights per month and has to be registered at the front desk.", DORM, True),
    w.faith("en-ck-019", "fmt.period", "How long is a guided tour of the garden?", "A guided tour lasts 120 minutes and starts at 11 a.m.", GARDEN, True),
    w.faith("en-ck-020", "fmt.share", "How many of the garden's plant species come from South America?", "50% of the garden's 6,000 plant species come from South America.", GARDEN, True),
    w.faith("en-ck-021", "para.except", "Is there any day when the aquarium is closed?", "Yes, the aquarium is closed on 25 December.", AQUARIUM, True),
    w.faith("en-ck-022", "wrap.opener", "How many people fit in one balloon basket?", "Great question! Each basket can carry up to 12 passengers.", BALLOON, True),
    w.faith("en-ck-023", "wrap.closer", "How long is a beginner lesson and what does it cost?", "A beginner lesson lasts 45 minutes and costs $55. I hope this helps!", STABLE, True),
    w.faith("en-ck-024", "wrap.attribution", "What are the requirements for driving an adult kart?", "According to Redline Karting's rules, you must be at least 14 years old and at least 150 cm tall to drive an adult kart.", KART, True),
    w.faith("en-ck-025", "wrap.hedge", "What does it cost to get rid of a tyre at the recycling centre?", "I believe it costs $5 per tyre.", RECYCLE, True),
    w.faith("en-ck-026", "wrap.question", "How much does the wine tour cost?", "The tour is $145 per person, and that includes lunch and 12 tastings. Would you like to know which days it runs?", WINE, True),
    w.faith("en-ck-027", "value.number", "How big are the groups on the wine tour?", "Each group has at most 18 guests.", WINE, False),
    w.faith("en-ck-028", "value.date", "When did the Harbour Aquarium open?", "The Harbour Aquarium opened on 12 May 2016.", AQUARIUM, False),
    w.faith("en-ck-029", "value.time", "What time do the balloon flights leave?", "Flights take off at 6:30 p.m. between April and September.", BALLOON, False),
    w.faith("en-ck-030", "value.unit", "How fast do the adult karts go?", "The adult karts reach speeds of up to 70 mph.", KART, False),
    w.faith("en-ck-031", "value.currency", "How much does advice cost after the free consultation?", "After the free first consultation, advice costs £95 per hour.", TAX, False),
    w.faith("en-ck-032", "role.swap", "Who does what on a Skyward Balloons flight?", "Tom Price flies the balloon, and Megan Doyle drives everyone back to the meadow after landing.", BALLOON, False),
    w.faith("en-ck-033", "negation", "Can I drop off asbestos at the recycling centre?", "Yes, asbestos is accepted at the centre.", RECYCLE, False),
    w.faith("en-ck-034", "antonym", "Can I take flash photos at the aquarium?", "Yes, flash photography is allowed in all galleries.", AQUARIUM, False),
    w.faith("en-ck-035", "modality", "Do I have to bring my passport to Fairway?", "Yes, you must bring your passport, along with your P60 and your bank statements.", TAX, False),
    w.faith("en-ck-036", "quantifier", "Are many of Fairway's clients self-employed?", "Yes, most of Fairway's clients are self-employed.", TAX, False),
    w.faith("en-ck-037", "value.except", "Can I come riding at Oakfield on a Monday?", "Yes, the stable is open on Mondays from 8 a.m. to 7 p.m.", STABLE, False),
    w.faith("en-ck-038", "direction", "When is a balloon flight cancelled?", "A flight is cancelled if the wind is below 15 km/h.", BALLOON, False),
    w.faith("en-ck-039", "added.fact", "How much does it cost to tune an upright piano?", "Tuning an upright costs $120 and takes about 90 minutes, and the price includes a free check of the pedals.", PIANO, False),
    w.faith("en-ck-040", "added.entity", "Who is the resident director of Maple Hall?", "Marcus Bell is the resident director, and he works together with his deputy, Nina Ford.", DORM, False),
    w.faith("en-ck-041", "mixed", "Who holds the lap record at Redline Karting?", "Jake Moreno set the lap record of 41.2 seconds in June 2023, beating the previous record by two seconds.", KART, False),
]
REFUSAL = [
    w.refusal("en-ck-042", "refusal.plain", "Is there parking at Harwick Meadow?", "I'm sorry, I don't have that information.", BALLOON, True),
    w.refusal("en-ck-043", "refusal.context", "Does Keynote Piano Care also tune harpsichords?", "The provided documents don't say whether Keynote Piano Care tunes harpsichords.", PIANO, True),
    w.refusal("en-ck-044", "refusal.short", "Is there a café inside the aquarium?", "No idea, sorry.", AQUARIUM, True),
    w.refusal("en-ck-045", "refusal.long", "Is there Wi-Fi in the rooms at Maple Hall?", "Thank you for your question. Unfortunately, the information I have about Maple Hall doesn't mention Wi-Fi or internet access in the rooms. It covers things like room prices, quiet hours, the guest rules and the laundry room, but not internet access. I'd suggest asking at the front desk or contacting the resident director. Sorry I can't be more helpful!", DORM, True),
    w.refusal("en-ck-046", "refusal.hedged", "Is there an age limit for the wine tour?", "I'm not completely sure, but I think guests need to be at least 18 and have to show photo ID.", WINE, False),
    w.refusal("en-ck-047", "refusal.partial", "How much does it cost to drop off a mattress and a fridge?", "Dropping off a mattress costs $12, but the information I have doesn't say anything about fridges.", RECYCLE, False),
]
CORRECTNESS = [
    w.correct("en-ck-048", "correct.wordy", "Who laid out the Wexford Botanical Garden?", "The Wexford Botanical Garden, which covers 18 hectares, was laid out back in 1872 by the botanist Henry Ashcombe.", "Henry Ashcombe.", True),
    w.correct("en-ck-049", "correct.short", "Who runs Fairway's York office?", "Priya Shah.", "The York office of Fairway Tax Advisors is led by senior adviser Priya Shah.", True),
    w.correct("en-ck-050", "correct.format", "What was the Harbour Aquarium's opening date?", "It opened on 2015-05-12.", "12 May 2015.", True),
    w.correct("en-ck-051", "wrong.value", "How much is a pack of three sessions at Redline Karting?", "A pack of three sessions costs $105.", "$90.", False),
    w.correct("en-ck-052", "wrong.echo", "How old does a child have to be to ride a horse at Oakfield Stables?", "A child has to be old enough to ride a horse at Oakfield Stables.", "At least 12 years old.", False),
    w.correct("en-ck-053", "wrong.role", "Who flies the balloon at Skyward Balloons?", "Tom Price flies the balloon.", "Megan Doyle, the pilot.", False),
]
RELEVANCY = [
    w.relevant("en-ck-054", "relevant.direct", "When can I drop things off at the recycling centre?", "Tuesday to Saturday, between 8 a.m. and 4 p.m.", RECYCLE, True),
    w.relevant("en-ck-055", "relevant.yesno", "Can a friend sleep over in my room at Maple Hall?", "Yes, for up to three nights a month, as long as they're registered at the front desk.", DORM, True),
    w.relevant("en-ck-056", "offtopic.true", "How much is it to tune a grand piano?", "The company recommends tuning a piano twice a year.", PIANO, False),
    w.relevant("en-ck-057", "offtopic.other", "Can I bring my dog to the botanical garden?", "Adults pay €9 to get in, and entry is free on the first Sunday of each month.", GARDEN, False),
]
DIAGNOSIS = [
    w.diag("en-ck-058", "diag.pass", "How much is a balloon seat for my 10-year-old daughter?", "Children aged 8 to 14 pay £149 for a seat, so her ticket would be £149.", {"balloon": BALLOON, "wine": WINE}, ("balloon",), "pass"),
    w.diag("en-ck-059", "diag.offtopic", "When are the sharks fed at the aquarium?", "Adult tickets cost $28, and children under 12 pay $18.", {"aquarium": AQUARIUM}, ("aquarium",), "fix_generation"),
    w.diag("en-ck-060", "diag.unfaithful", "How long does a beginner lesson at Oakfield last?", "A beginner lesson lasts 90 minutes.", {"stable": STABLE, "garden": GARDEN}, ("stable",), "fix_generation"),
    w.diag("en-ck-061", "diag.refused", "What does Fairway charge per hour after the first consultation?", "I'm sorry, I couldn't find that in the available documents.", {"tax": TAX}, ("tax",), "fix_generation"),
    w.diag("en-ck-062", "diag.missed", "How tall do I need to be to drive an adult kart?", "I'm sorry, I can't find that information.", {"recycle": RECYCLE, "dorm": DORM}, ("kart",), "fix_retrieval"),
    w.diag("en-ck-063", "diag.correct_refusal", "Does Redline Karting sell gift vouchers?", "The documents don't mention gift vouchers, so I can't say.", {"kart": KART}, (), "correct_refusal"),
    w.diag("en-ck-064", "diag.should_refuse", "Is a vegetarian lunch available on the wine tour?", "Yes, a vegetarian lunch can be ordered when you book.", {"wine": WINE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
