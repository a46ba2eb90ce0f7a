"""English cases of set AF: a harbour ferry, a piano school, a climbing gym, a tool library, a
rooftop cinema, a city bus route, a half marathon and a veterinary clinic."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

FERRY = (
    "The Gullwing ferry sails between Porthaven and Marrow Point every 40 minutes from 6:20 am to 10:00 pm. "
    "The crossing takes 25 minutes. "
    "A single adult ticket costs £4.50, and children under 12 travel free with a paying adult. "
    "Bicycles are carried at no charge, but dogs must be kept on a lead on the lower deck."
)
PIANO = (
    "Linden Piano School offers 30-minute lessons for beginners and 45-minute lessons for advanced pupils. "
    "The term fee for beginners is €360, payable in three monthly instalments of €120. "
    "Adaeze Okafor teaches all lessons on Tuesdays and Thursdays, and the end-of-term recital is held on 14 June in the town hall."
)
GYM = (
    "Crux Hall climbing gym is open from 7 am to 11 pm on weekdays and from 9 am to 9 pm at weekends. "
    "A day pass costs $18 and a ten-visit card costs $150. "
    "First-time visitors must complete a 20-minute safety briefing before they climb. "
    "Shoe rental is included in every pass except the student pass."
)
TOOLS = (
    "The Elm Street Tool Library lends drills, ladders and garden tools to its members for up to 7 days. "
    "Membership costs $35 a year, and each member may borrow up to three items at a time. "
    "Late returns are charged $2 per day. "
    "The library was founded in 2016 by Walter Finch, a retired carpenter."
)
CINEMA = (
    "The Skyline rooftop cinema shows films every Friday and Saturday from 5 July to 31 August. "
    "Screenings start at 9:15 pm, and the gates open 45 minutes earlier. "
    "Tickets cost $14, or $11 for seniors, and blankets can be rented for $3."
)
BUS = (
    "In 2023 the Route 52 bus carried 2,400,000 passengers, up from 1,900,000 in 2022. "
    "The route is 18 kilometres long and has 31 stops, most of which have a shelter. "
    "Buses run every 12 minutes at peak times and every 20 minutes in the evening."
)
RACE = (
    "The Harbourside Half Marathon starts at 8:00 am on Sunday 21 September 2025. "
    "Runners have 3 hours to finish the 21.1 km course. "
    "Entry costs $65 until 31 July and $80 after that, and 50% of every entry fee goes to the Westbrook Children's Hospital. "
    "The race is organised by the Harbourside Running Club and sponsored by Kessler Bank."
)
VET = (
    "Dr. Tomasz Wren and Dr. Leah Osei run the Brambleford Veterinary Clinic. "
    "The clinic is open Monday to Saturday, 8:30 am to 6 pm, and is closed on Sundays. "
    "A standard consultation costs $55, and vaccinations for cats and dogs are given on Wednesday afternoons."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("en-af-001", "para.reorder", "How often does the Gullwing ferry sail?", "Every 40 minutes, from 6:20 am to 10:00 pm, the Gullwing ferry sails between Porthaven and Marrow Point.", FERRY, True),
    w.faith("en-af-002", "para.passive", "Who teaches at Linden Piano School?", "All lessons are taught by Adaeze Okafor, on Tuesdays and Thursdays.", PIANO, True),
    w.faith("en-af-003", "para.passive", "What can members borrow from the tool library?", "Drills, ladders and garden tools are lent to members for up to 7 days.", TOOLS, True),
    w.faith("en-af-004", "para.synonym", "How long is the ferry crossing?", "The trip across lasts 25 minutes.", FERRY, True),
    w.faith("en-af-005", "para.synonym", "What does a ten-visit card cost at Crux Hall?", "A card valid for ten visits is priced at $150.", GYM, True),
    w.faith("en-af-006", "para.nominal", "What do first-time climbers have to do?", "Completion of a 20-minute safety briefing is required of first-time visitors before they climb.", GYM, True),
    w.faith("en-af-007", "para.capital", "who runs the brambleford veterinary clinic?", "dr. tomasz wren and dr. leah osei run the brambleford veterinary clinic.", VET, True),
    w.faith("en-af-008", "para.pronoun", "When do the cinema gates open?", "The Skyline rooftop cinema starts its screenings at 9:15 pm, and it opens its gates 45 minutes earlier.", CINEMA, True),
    w.faith("en-af-009", "para.relative", "Who founded the Elm Street Tool Library?", "It was founded in 2016 by Walter Finch, who is a retired carpenter.", TOOLS, True),
    w.faith("en-af-010", "para.part", "How much is a day pass at Crux Hall?", "A day pass costs $18.", GYM, True),
    w.faith("en-af-011", "para.combine", "What do an adult and a young child pay for the ferry?", "A single adult ticket is £4.50, and a child under 12 travelling with that paying adult goes free.", FERRY, True),
    w.faith("en-af-012", "fmt.number", "How many items can a member borrow at once?", "Each member can borrow up to 3 items at a time.", TOOLS, True),
    w.faith("en-af-013", "fmt.number", "How many stops does Route 52 have?", "Route 52 has thirty-one stops.", BUS, True),
    w.faith("en-af-014", "fmt.thousands", "How many passengers did Route 52 carry in 2023?", "Route 52 carried 2400000 passengers in 2023.", BUS, True),
    w.faith("en-af-015", "fmt.scale", "How many people rode Route 52 in 2023?", "Route 52 carried 2.4 million passengers in 2023.", BUS, True),
    w.faith("en-af-016", "fmt.date", "When is the piano recital?", "The end-of-term recital is on June 14 in the town hall.", PIANO, True),
    w.faith("en-af-017", "fmt.date", "When does the half marathon start?", "The race starts at 8:00 am on 2025-09-21.", RACE, True),
    w.faith("en-af-018", "fmt.time", "What time do the films start?", "Screenings start at 21:15.", CINEMA, True),
    w.faith("en-af-019", "fmt.time", "When does the ferry run?", "The ferry sails every 40 minutes between 06:20 and 22:00.", FERRY, True),
    w.faith("en-af-020", "fmt.unit", "How long is the half marathon course?", "The course is 21.1 kilometres long.", RACE, True),
    w.faith("en-af-021", "fmt.unit", "How long is Route 52?", "Route 52 is 18 km long.", BUS, True),
    w.faith("en-af-022", "fmt.abbrev", "Who are the vets at Brambleford?", "Doctor Tomasz Wren and Doctor Leah Osei run the clinic.", VET, True),
    w.faith("en-af-023", "fmt.currency", "How much is a single adult ferry ticket?", "A single adult ticket costs GBP 4.50.", FERRY, True),
    w.faith("en-af-024", "fmt.currency", "What do beginners pay at Linden Piano School?", "Beginners pay 360 euros a term, in three monthly instalments of 120 euros.", PIANO, True),
    w.faith("en-af-025", "fmt.range", "When is the vet clinic open?", "It is open Monday through Saturday, 8:30 am–6 pm.", VET, True),
    w.faith("en-af-026", "fmt.period", "How much does tool library membership cost?", "Membership costs $35 annually.", TOOLS, True),
    w.faith("en-af-027", "fmt.period", "How often do Route 52 buses come in the evening?", "In the evening a bus comes three times an hour.", BUS, True),
    w.faith("en-af-028", "fmt.share", "How much of the entry fee goes to the hospital?", "Half of every entry fee goes to the Westbrook Children's Hospital.", RACE, True),
    w.faith("en-af-029", "fmt.share", "How big is each monthly instalment for beginners?", "Each monthly instalment of €120 is a third of the €360 beginners' term fee.", PIANO, True),
    w.faith("en-af-030", "para.except", "Which passes include shoe rental?", "Every pass includes shoe rental apart from the student pass.", GYM, True),
    w.faith("en-af-031", "para.except", "Which days is the vet clinic open?", "The clinic is open every day except Sunday.", VET, True),
    w.faith("en-af-032", "wrap.opener", "How much is a cinema ticket?", "Good question! Tickets cost $14, or $11 for seniors.", CINEMA, True),
    w.faith("en-af-033", "wrap.closer", "Can I bring my bike on the ferry?", "Yes, bicycles are carried free of charge. Have a lovely crossing!", FERRY, True),
    w.faith("en-af-034", "wrap.attribution", "How long can I keep a borrowed drill?", "According to the information provided, members can borrow drills for up to 7 days.", TOOLS, True),
    w.faith("en-af-035", "wrap.hedge", "How long do runners have to finish?", "As far as I can tell, runners have 3 hours to finish the course.", RACE, True),
    w.faith("en-af-036", "wrap.question", "When are vaccinations given at the clinic?", "Wondering about vaccination times? Vaccinations for cats and dogs are given on Wednesday afternoons.", VET, True),
    # one clear error each
    w.faith("en-af-037", "value.number", "How many items can a member borrow at once?", "Each member may borrow up to five items at a time.", TOOLS, False),
    w.faith("en-af-038", "value.date", "When is the end-of-term recital?", "The end-of-term recital is held on 14 July in the town hall.", PIANO, False),
    w.faith("en-af-039", "value.time", "When is Crux Hall open at weekends?", "At weekends Crux Hall is open from 9 am to 11 pm.", GYM, False),
    w.faith("en-af-040", "value.unit", "How long is Route 52?", "The route is 18 miles long.", BUS, False),
    w.faith("en-af-041", "value.currency", "How much does it cost to rent a blanket at the cinema?", "Blankets can be rented for $5.", CINEMA, False),
    w.faith("en-af-042", "role.swap", "Who organises the Harbourside Half Marathon?", "The race is organised by Kessler Bank and sponsored by the Harbourside Running Club.", RACE, False),
    w.faith("en-af-043", "negation", "Can I take my bicycle on the ferry?", "Bicycles cannot be taken on the Gullwing ferry.", FERRY, False),
    w.faith("en-af-044", "antonym", "Where do dogs have to stay on the ferry?", "Dogs must be kept on a lead on the upper deck.", FERRY, False),
    w.faith("en-af-045", "modality", "Is the safety briefing compulsory for first-time visitors?", "First-time visitors can do a 20-minute safety briefing if they want to.", GYM, False),
    w.faith("en-af-046", "quantifier", "Do the Route 52 stops have shelters?", "All 31 stops on Route 52 have a shelter.", BUS, False),
    w.faith("en-af-047", "value.except", "Which passes include shoe rental?", "Shoe rental is included in every pass except the ten-visit card.", GYM, False),
    w.faith("en-af-048", "direction", "When do the cinema gates open?", "The gates open 45 minutes after the screenings start.", CINEMA, False),
    w.faith("en-af-049", "added.fact", "How long is the ferry crossing?", "The crossing takes 25 minutes, and snacks are sold on board.", FERRY, False),
    w.faith("en-af-050", "added.entity", "Who runs the Brambleford Veterinary Clinic?", "Dr. Tomasz Wren, Dr. Leah Osei and Dr. Anna Pike run the clinic.", VET, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-af-051", "refusal.context", "Is there parking at the Skyline rooftop cinema?", "Sorry, the information I have doesn't mention parking at the cinema.", CINEMA, True),
    w.refusal("en-af-052", "refusal.short", "What are the tool library's opening hours?", "I don't know.", TOOLS, True),
    w.refusal("en-af-053", "refusal.partial", "How much is entry, and do finishers get a medal?", "Entry costs $65 until 31 July and $80 after that, but the text doesn't say whether finishers get a medal.", RACE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-af-054", "correct.wordy", "How much is a ten-visit card at Crux Hall?", "At Crux Hall, the card that covers ten visits is priced at $150, so that is what you would pay for it.", "A ten-visit card costs $150.", True),
    w.correct("en-af-055", "correct.wordy", "When does the Harbourside Half Marathon start?", "The race gets under way on Sunday, 21 September 2025, and the start time that morning is 8:00 am.", "It starts at 8:00 am on Sunday 21 September 2025.", True),
    w.correct("en-af-056", "correct.format", "How many stops does Route 52 have?", "Thirty-one stops.", "Route 52 has 31 stops.", True),
    w.correct("en-af-057", "wrong.value", "What is the late fee at the Elm Street Tool Library?", "Late returns cost $5 per day.", "Late returns are charged $2 per day.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-af-058", "relevant.direct", "What time does the Gullwing start running in the morning?", "Its first sailing is at 6:20 am.", FERRY, True),
    w.relevant("en-af-059", "relevant.direct", "What will it cost my grandmother to see a film on the roof?", "Seniors pay $11 per ticket.", CINEMA, True),
    w.relevant("en-af-060", "relevant.direct", "Who set up the tool library?", "Walter Finch, a retired carpenter, founded it in 2016.", TOOLS, True),
    w.relevant("en-af-061", "relevant.yesno", "Can I take my dog on the ferry?", "Yes, as long as it stays on a lead on the lower deck.", FERRY, True),
    w.relevant("en-af-062", "offtopic.true", "How much does a standard consultation cost at Brambleford?", "Vaccinations for cats and dogs are given on Wednesday afternoons.", VET, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-af-063", "diag.pass", "How long is a beginner's lesson at Linden Piano School?", "Beginners have 30-minute lessons.", {"piano-lessons": PIANO, "gym-info": GYM}, ("piano-lessons",), "pass"),
    w.diag("en-af-064", "diag.missed", "What is the late fee at the Elm Street Tool Library?", "The documents I have don't mention a late fee for the tool library.", {"cinema-info": CINEMA, "bus-52": BUS}, ("tool-library",), "fix_retrieval"),
    w.diag("en-af-065", "diag.correct_refusal", "Does the Gullwing ferry have Wi-Fi on board?", "The information available doesn't say whether there is Wi-Fi on the ferry.", {"ferry-timetable": FERRY, "bus-52": BUS}, (), "correct_refusal"),
    w.diag("en-af-066", "diag.unfaithful", "On which day is the Brambleford clinic closed?", "The clinic is closed on Mondays.", {"vet-clinic": VET, "half-marathon": RACE}, ("vet-clinic",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
