"""Fresh set P, English: a zoo pass, laptop repair, a farm shop, a film festival, an escape room,
a bus tour, an adult education centre, a pension fund, a tile shop, student housing, a rowing
club, a sauna, sports rental, a vaccination schedule and a chocolate factory's history."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

ZOO = (
    "The Lindenfeld City Zoo annual pass costs €89 for adults and €45 for children aged 4 to 14. "
    "Children under 4 enter free of charge. The pass is valid for 12 months from the date of purchase "
    "and must be shown together with a photo ID. Pass holders get 10% off at the zoo café."
)
LAPTOP = (
    "Byteworks Laptop Repair diagnoses every device within 48 hours. A screen replacement costs $180 "
    "and takes three working days, and a keyboard repair costs $95. Some older models need parts ordered "
    "from the manufacturer, which adds up to two weeks. All repairs come with a 6-month warranty."
)
FARM = (
    "Hollow Creek Farm Shop is open Wednesday to Sunday from 8:00 to 18:00. Eggs are sold in boxes of "
    "ten for €4.50, and honey in 500 g jars for €7. The shop accepts cash and cards, but not cheques."
)
FILM = (
    "The Northlight Film Festival takes place from 12 to 18 October 2025 in Harwick. A ticket for a single "
    "screening costs £9 and a festival pass costs £60. Half of the seats at each screening are reserved "
    "for festival pass holders. Last year the festival sold 12,500 tickets."
)
FILM_OPENING = (
    "The opening film of the Northlight Film Festival is 'Salt Roads' by director Mina Okafor. "
    "It will be shown on 12 October at 7 p.m. in the Regal Cinema."
)
ESCAPE = (
    "Lockbox Escape Rooms offers three themed rooms. Each room holds 2 to 6 players, and a game lasts "
    "60 minutes. Bookings can be cancelled free of charge up to 24 hours before the game."
)
BUS = (
    "Coastline Bus Tours runs a day trip to Cape Merrow every Saturday. The bus leaves the central "
    "station at 8:30 and returns at 19:00. The ticket costs €55 and includes lunch. The round trip "
    "covers 240 km."
)
ADULT_ED = (
    "The Eastgate Adult Education Centre offers Spanish for beginners on Monday evenings from 18:30 to "
    "20:00. The course runs for 12 weeks and costs €140. Registration closes on 15 September."
)
PENSION = (
    "Members of the Harbor Workers Pension Fund can retire with a full pension at 65. Early retirement is "
    "possible from age 60, but the pension is then reduced. Members must have paid contributions for at "
    "least 5 years to receive a pension."
)
TILE = (
    "Stonebridge Tiles sells the Marina floor tile at £32 per square metre. Each box covers 1.5 square "
    "metres and weighs 22 kg. Delivery is free for orders over £500."
)
HOUSING = (
    "The Student Housing Office of Kellner University allocates rooms in order of application. "
    "First-year students can apply from 1 June. The monthly rent for a single room in Birch Hall is "
    "€380, including utilities. Residents must give two months' notice before moving out."
)
ROWING = (
    "Greyfriars Rowing Club was founded in 1921. New members pay a joining fee of £50 and an annual "
    "subscription of £240. Beginners' courses take place on Saturday mornings at 9:00. Members must pass "
    "a swimming test before rowing on the river."
)
SAUNA = (
    "The Millbrook public sauna is open every day except Monday, from 10:00 to 22:00. Tuesday is "
    "women-only day. A three-hour ticket costs €18 and a day ticket costs €26. Towels can be rented for €3."
)
RENTAL = (
    "Peakline Sports Rental rents out mountain bikes for €35 per day and kayaks for €40 per day. A deposit "
    "of €100 is required for every rental. A helmet is included free of charge with every bike."
)
VACCINE = (
    "At the Elm Street Medical Practice, the flu vaccine is given every Thursday from 14:00 to 17:00 "
    "between October and December. An appointment is required; walk-ins are not accepted. Patients may "
    "bring their vaccination booklet to have the vaccine recorded."
)
CHOCOLATE = (
    "The Vander Chocolate Factory was founded in 1887 by Augustin Vander in Liège. In 1932 his daughter "
    "Elise inherited the factory, and in 1968 she sold it to the Dutch company Kroon Foods. Today the "
    "factory produces 3.5 million chocolate bars a year."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: paraphrases, formats and wrappers (expect True)
    w.faith("en-p-001", "para.reorder", "When is the farm shop open?", "From 8:00 to 18:00, Wednesday to Sunday, Hollow Creek Farm Shop is open.", FARM, True),
    w.faith("en-p-002", "para.passive", "Who founded the Vander Chocolate Factory?", "Augustin Vander founded the factory in Liège in 1887.", CHOCOLATE, True),
    w.faith("en-p-003", "para.synonym", "Can I cancel my booking?", "Yes, reservations can be cancelled at no cost up to 24 hours before the game.", ESCAPE, True),
    w.faith("en-p-004", "para.nominal", "When does registration close?", "The registration deadline is 15 September.", ADULT_ED, True),
    w.faith("en-p-005", "para.capital", "what are the opening hours of the sauna?", "the millbrook public sauna is open every day except monday, from 10:00 to 22:00.", SAUNA, True),
    w.faith("en-p-006", "para.pronoun", "When was Greyfriars Rowing Club founded?", "It was founded in 1921.", ROWING, True),
    w.faith("en-p-007", "para.relative", "How much does the Marina tile cost?", "The Marina floor tile, which Stonebridge Tiles sells, costs £32 per square metre.", TILE, True),
    w.faith("en-p-008", "para.part", "What time does the Cape Merrow bus leave?", "The bus leaves the central station at 8:30.", BUS, True),
    w.faith("en-p-009", "para.combine", "Tell me about the annual pass for adults.", "For adults, the annual pass costs €89, is valid for 12 months from the date of purchase and must be shown with a photo ID.", ZOO, True),
    w.faith("en-p-010", "fmt.number", "How many players can join a game?", "Each room holds two to six players.", ESCAPE, True),
    w.faith("en-p-011", "fmt.thousands", "How many tickets did the festival sell last year?", "Last year the festival sold 12500 tickets.", FILM, True),
    w.faith("en-p-012", "fmt.scale", "How many bars does the factory make?", "Today the factory produces 3,500,000 chocolate bars a year.", CHOCOLATE, True),
    w.faith("en-p-013", "fmt.date", "When is the film festival?", "The Northlight Film Festival takes place from October 12 to October 18, 2025, in Harwick.", FILM, True),
    w.faith("en-p-014", "fmt.time", "When is the sauna open?", "It is open from 10 a.m. to 10 p.m. every day except Monday.", SAUNA, True),
    w.faith("en-p-015", "fmt.unit", "How is the honey sold?", "Honey is sold in 0.5 kg jars for €7.", FARM, True),
    w.faith("en-p-016", "fmt.abbrev", "How long is the Cape Merrow trip?", "The round trip covers 240 kilometres.", BUS, True),
    w.faith("en-p-017", "fmt.currency", "How much is a screen replacement?", "A screen replacement costs USD 180 and takes three working days.", LAPTOP, True),
    w.faith("en-p-018", "fmt.range", "How much is the children's pass?", "The annual pass costs €45 for children aged 4–14.", ZOO, True),
    w.faith("en-p-019", "fmt.period", "How long does a game last?", "A game lasts one hour.", ESCAPE, True),
    w.faith("en-p-020", "fmt.share", "Are seats reserved for pass holders?", "Yes, 50% of the seats at each screening are reserved for festival pass holders.", FILM, True),
    w.faith("en-p-021", "para.except", "Which days is the sauna open?", "The sauna is open from Tuesday to Sunday.", SAUNA, True),
    w.faith("en-p-022", "wrap.opener", "How much is a day ticket?", "Sure! A day ticket for the Millbrook sauna costs €26.", SAUNA, True),
    w.faith("en-p-023", "wrap.closer", "How are eggs sold?", "Eggs are sold in boxes of ten for €4.50. I hope this helps!", FARM, True),
    w.faith("en-p-024", "wrap.attribution", "When can I get a flu shot?", "According to the practice's information, the flu vaccine is given every Thursday from 14:00 to 17:00 between October and December.", VACCINE, True),
    w.faith("en-p-025", "wrap.hedge", "How much is the joining fee?", "As far as I can tell from the documents, new members pay a joining fee of £50.", ROWING, True),
    w.faith("en-p-026", "wrap.question", "Is there a deposit?", "Yes, a deposit of €100 is required for every rental. Would you like to know the daily prices as well?", RENTAL, True),
    # unfaithful: one clear error (expect False)
    w.faith("en-p-027", "value.number", "How many players can a room hold?", "Each room holds 2 to 8 players.", ESCAPE, False),
    w.faith("en-p-028", "value.date", "When is the festival?", "The festival takes place from 12 to 18 November 2025 in Harwick.", FILM, False),
    w.faith("en-p-029", "value.time", "When does the bus come back?", "The bus returns at 17:00.", BUS, False),
    w.faith("en-p-030", "value.unit", "How long is the trip?", "The round trip covers 240 miles.", BUS, False),
    w.faith("en-p-031", "value.currency", "How much is a mountain bike?", "Mountain bikes cost $35 per day.", RENTAL, False),
    w.faith("en-p-032", "role.swap", "What happened in 1968?", "In 1968 Kroon Foods sold the factory to Elise Vander.", CHOCOLATE, False),
    w.faith("en-p-033", "negation", "Do I need an appointment for the flu shot?", "No, an appointment is not required.", VACCINE, False),
    w.faith("en-p-034", "antonym", "Is the Birch Hall rent all-inclusive?", "The monthly rent of €380 for a single room in Birch Hall excludes utilities.", HOUSING, False),
    w.faith("en-p-035", "modality", "What should I bring to the flu vaccination?", "Patients must bring their vaccination booklet to have the vaccine recorded.", VACCINE, False),
    w.faith("en-p-036", "quantifier", "Do repairs need parts from the manufacturer?", "All models need parts ordered from the manufacturer, which adds up to two weeks.", LAPTOP, False),
    w.faith("en-p-037", "value.except", "On which day is the sauna closed?", "The sauna is open every day except Wednesday, from 10:00 to 22:00.", SAUNA, False),
    w.faith("en-p-038", "direction", "When is delivery free?", "Delivery is free for orders under £500.", TILE, False),
    w.faith("en-p-039", "added.fact", "How much is a screen replacement?", "A screen replacement costs $180, takes three working days and includes a free battery check.", LAPTOP, False),
    w.faith("en-p-040", "added.entity", "What is the opening film?", "The opening film is 'Salt Roads' by director Mina Okafor, starring Daniel Reyes.", FILM_OPENING, False),
    w.faith("en-p-041", "mixed", "When does the bus leave and how much is the ticket?", "The bus leaves the central station at 8:30, and the ticket costs €65.", BUS, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-p-042", "refusal.plain", "Is the escape room wheelchair accessible?", "I don't know.", ESCAPE, True),
    w.refusal("en-p-043", "refusal.context", "Does the farm shop deliver?", "The provided documents do not say whether Hollow Creek Farm Shop offers delivery.", FARM, True),
    w.refusal("en-p-044", "refusal.short", "Do you rent out tents?", "Sorry, no information on that.", RENTAL, True),
    w.refusal("en-p-045", "refusal.long", "How is the pension taxed?", "I'm sorry, but I couldn't find any information about how the pension is taxed in the documents I have. They only cover the retirement age, early retirement and the minimum contribution period. For questions about tax, please contact the Harbor Workers Pension Fund directly.", PENSION, True),
    w.refusal("en-p-046", "refusal.hedged", "How much is a three-hour ticket?", "I'm not completely sure, but it looks like a three-hour ticket costs €18.", SAUNA, False),
    w.refusal("en-p-047", "refusal.partial", "How much is the rent for single and double rooms in Birch Hall?", "A single room in Birch Hall costs €380 a month, including utilities. I couldn't find the rent for double rooms.", HOUSING, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-p-048", "correct.wordy", "Who inherited the chocolate factory in 1932?", "Great question! According to the company history, in 1932 the Vander Chocolate Factory was inherited by Elise Vander, the daughter of its founder, Augustin Vander.", "Elise Vander, the founder's daughter.", True),
    w.correct("en-p-049", "correct.short", "How much is a day ticket at the Millbrook sauna?", "€26.", "A day ticket costs €26.", True),
    w.correct("en-p-050", "correct.format", "When does registration for the Spanish course close?", "It closes on September 15th.", "Registration closes on 15 September.", True),
    w.correct("en-p-051", "wrong.value", "How long does a game at Lockbox Escape Rooms last?", "A game lasts 90 minutes.", "A game lasts 60 minutes.", False),
    w.correct("en-p-052", "wrong.echo", "What is the annual subscription at Greyfriars Rowing Club?", "The annual subscription at Greyfriars Rowing Club is the subscription that members pay every year.", "The annual subscription is £240.", False),
    w.correct("en-p-053", "wrong.role", "Who sold the Vander Chocolate Factory in 1968?", "Kroon Foods sold the factory to Elise Vander in 1968.", "Elise Vander sold it to Kroon Foods.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-p-054", "relevant.direct", "How heavy is one box of Marina tiles?", "It weighs 22 kg.", TILE, True),
    w.relevant("en-p-055", "relevant.direct", "At what time do the beginners' courses start?", "At 9:00 on Saturday mornings.", ROWING, True),
    w.relevant("en-p-056", "relevant.yesno", "Can I pay by cheque at the farm shop?", "No, cheques aren't accepted there.", FARM, True),
    w.relevant("en-p-057", "offtopic.true", "How much does it cost to rent a kayak?", "A helmet is included free of charge with every bike.", RENTAL, False),
    w.relevant("en-p-058", "offtopic.other", "What time does the bus to Cape Merrow leave?", "Cape Merrow is known for its old lighthouse and its seafood restaurants.", BUS, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-p-059", "diag.pass", "How much does a festival pass cost?", "A festival pass costs £60.", {"film-prices": FILM, "zoo-pass": ZOO}, ("film-prices",), "pass"),
    w.diag("en-p-060", "diag.pass", "When is the flu vaccine given?", "Every Thursday from 14:00 to 17:00, between October and December.", {"tile-1": TILE, "vaccine-1": VACCINE}, ("vaccine-1",), "pass"),
    w.diag("en-p-061", "diag.offtopic", "How much does a festival pass cost?", "The opening film is 'Salt Roads' by director Mina Okafor.", {"film-prices": FILM, "film-opening": FILM_OPENING}, ("film-prices",), "fix_generation"),
    w.diag("en-p-062", "diag.unfaithful", "What is the monthly rent for a single room in Birch Hall?", "A single room in Birch Hall costs €450 a month, including utilities.", {"housing-1": HOUSING}, ("housing-1",), "fix_generation"),
    w.diag("en-p-063", "diag.refused", "How much does it cost to rent a kayak?", "I'm sorry, the documents don't say how much a kayak costs.", {"rental-1": RENTAL}, ("rental-1",), "fix_generation"),
    w.diag("en-p-064", "diag.missed", "From what age can members of the Harbor Workers Pension Fund retire early?", "I couldn't find this information in the documents.", {"tile-1": TILE, "sauna-1": SAUNA}, ("pension-1",), "fix_retrieval"),
    w.diag("en-p-065", "diag.correct_refusal", "Does Greyfriars Rowing Club have a youth team?", "The documents don't mention a youth team at Greyfriars Rowing Club.", {"rowing-1": ROWING}, (), "correct_refusal"),
    w.diag("en-p-066", "diag.should_refuse", "Is there parking at the Millbrook sauna?", "Yes, there is a free car park with 50 spaces next to the sauna.", {"sauna-1": SAUNA}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
