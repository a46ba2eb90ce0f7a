"""Fresh set cj, English: a dental clinic, a self-service car wash, a planetarium, a climbing gym, a library makerspace, a lakeside campsite, a cooking class, a city marathon, a co-op laundry room and a harbour boat tour."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

DENTAL = (
    "Maple Row Dental is open Monday to Friday from 8 a.m. to 6 p.m. and on Saturdays from 9 a.m. to 1 p.m. "
    "Dr. Priya Nair founded the clinic in 2011, and the hygienist Tom Becker runs all cleaning appointments. "
    "A routine cleaning costs $95, and the first consultation for new patients is free. "
    "Patients must cancel at least 24 hours in advance; late cancellations are charged $40. "
    "Children under 12 may bring one parent into the treatment room."
)
CARWASH = (
    "Sudsy Bay, the self-service car wash on Mill Road, has 6 wash bays and 2 vacuum stations. "
    "It is open 24 hours a day, every day except Christmas Day. "
    "A wash cycle costs $4 for 5 minutes, and each extra minute costs 75 cents. "
    "The bays accept coins and contactless cards, but not banknotes. "
    "Vehicles taller than 2.3 metres must use bay 6, the only high-roof bay."
)
PLANETARIUM = (
    "The Halley Dome Planetarium seats 140 visitors under a 15-metre dome. "
    "Shows start at 11 a.m., 2 p.m. and 7:30 p.m., Tuesday to Sunday. "
    "Adult tickets cost $14, children aged 4 to 12 pay $8, and children under 4 get in free. "
    "The evening show on the first Friday of each month is presented by the astronomer Dr. Lena Ortiz. "
    "Late arrivals are not admitted once the dome lights go down."
)
CLIMBING = (
    "Crux Point climbing gym has 1,200 square metres of climbing walls and 85 boulder problems. "
    "A day pass costs $22 and a monthly membership costs $68. "
    "Booking ahead is recommended but not required. "
    "First-time visitors must complete a 20-minute safety briefing before they climb. "
    "Route setter Maya Kowalski resets half of the boulder problems every two weeks. "
    "Climbing shoes can be rented for $5, and chalk bags are free to borrow."
)
MAKERSPACE = (
    "The makerspace at Elm Street Library has three 3D printers, a laser cutter and 4 sewing machines. "
    "Library card holders may book a 3D printer for up to 2 hours per day. "
    "3D printing costs 10 cents per gram of filament. "
    "The laser cutter may only be used after a training session with the librarian Ahmed Saleh, held every Wednesday at 5 p.m. "
    "The makerspace is closed on Mondays."
)
CAMPSITE = (
    "Pine Cove Campsite on Lake Merrin has 48 pitches, 12 of which have an electric hook-up. "
    "A tent pitch costs $28 per night, and a pitch with electricity costs $36 per night. "
    "Check-in starts at 2 p.m., and check-out is by 11 a.m. "
    "Quiet hours run from 10 p.m. to 7 a.m. "
    "Campfires are prohibited everywhere except in the steel fire rings on the lakeshore. "
    "The campsite is open from 1 May to 30 September."
)
COOKING = (
    "Chef Marco Bellini teaches a pasta-making class at the Olive Tree Kitchen every Thursday evening. "
    "Each class starts at 6:30 p.m., lasts three hours and takes a maximum of 12 students. "
    "The fee is $85 per person, including all ingredients and a glass of wine. "
    "Students must be at least 16 years old. "
    "Aprons are provided, but students should bring a container for leftovers."
)
MARATHON = (
    "The Riverton City Marathon takes place on Sunday, 12 October 2025, and starts at 7 a.m. in Founders Square. "
    "Riverton is the capital of Ashford County. "
    "The course is 42.195 km long and closes 6 hours after the start. "
    "Registration costs $90 until 31 July and $110 after that. "
    "About 8,500 runners are expected, 40 percent of them running their first marathon. "
    "Runners must be at least 18 years old on race day."
)
LAUNDRY = (
    "The shared laundry room of the Linden Court housing co-op is in the basement of building B. "
    "It has 4 washing machines and 3 dryers. "
    "Members may book a machine in 2-hour slots between 7 a.m. and 10 p.m. "
    "Washing costs $2 per load, and drying is free. "
    "The caretaker, Rosa Díaz, cleans the room every Tuesday morning. "
    "Dyeing clothes in the machines is not allowed."
)
BOAT = (
    "Gull Harbour Boat Tours runs a 90-minute harbour tour on the ferry Seahorse. "
    "Tours leave from Pier 3 at 10 a.m., 1 p.m. and 4 p.m. every day from April to October. "
    "Tickets cost $32 for adults and $16 for children, half the adult price. "
    "Captain Jonas Reid skippers the boat, and the guide Aisha Malik gives the commentary. "
    "Life jackets are provided, and dogs on a lead are welcome on board."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-cj-001", "para.reorder", "What are the Saturday hours at Maple Row Dental?", "On Saturdays, from 9 a.m. to 1 p.m., Maple Row Dental is open.", DENTAL, True),
    w.faith("en-cj-002", "para.passive", "Who founded Maple Row Dental?", "The clinic was founded by Dr. Priya Nair in 2011.", DENTAL, True),
    w.faith("en-cj-003", "para.synonym", "How many bays are there at Sudsy Bay?", "Sudsy Bay offers 6 washing bays plus 2 vacuuming stations.", CARWASH, True),
    w.faith("en-cj-004", "para.nominal", "How late can I cancel a dental appointment?", "Cancellation is required at least 24 hours in advance, and a late cancellation incurs a $40 charge.", DENTAL, True),
    w.faith("en-cj-005", "para.capital", "Which town is the capital of Ashford County?", "The capital of Ashford County is Riverton.", MARATHON, True),
    w.faith("en-cj-006", "para.pronoun", "Who skippers the boat on the harbour tour?", "Captain Jonas Reid. He skippers the Seahorse, while the guide Aisha Malik gives the commentary.", BOAT, True),
    w.faith("en-cj-007", "para.relative", "Who teaches the pasta-making class?", "Chef Marco Bellini, who teaches it every Thursday evening at the Olive Tree Kitchen.", COOKING, True),
    w.faith("en-cj-008", "para.part", "How many boulder problems does Crux Point have?", "Crux Point has 85 boulder problems.", CLIMBING, True),
    w.faith("en-cj-009", "para.combine", "How many pitches have electricity, and what do they cost?", "Of the 48 pitches, 12 have an electric hook-up, and each of those costs $36 per night.", CAMPSITE, True),
    w.faith("en-cj-010", "fmt.number", "How many sewing machines does the makerspace have?", "It has four sewing machines.", MAKERSPACE, True),
    w.faith("en-cj-011", "fmt.thousands", "How much wall space is there at the climbing gym?", "Crux Point has 1200 square metres of climbing walls.", CLIMBING, True),
    w.faith("en-cj-012", "fmt.scale", "How long is the marathon course?", "The course is 42,195 metres long.", MARATHON, True),
    w.faith("en-cj-013", "fmt.date", "What date is the Riverton City Marathon?", "It takes place on 2025-10-12, a Sunday.", MARATHON, True),
    w.faith("en-cj-014", "fmt.time", "When do the harbour tours leave?", "Tours depart from Pier 3 at 10:00, 13:00 and 16:00, every day from April to October.", BOAT, True),
    w.faith("en-cj-015", "fmt.unit", "Which bay should I use for my tall van?", "Vehicles taller than 2.3 m must use bay 6, the only high-roof bay.", CARWASH, True),
    w.faith("en-cj-016", "fmt.abbrev", "Who presents the first-Friday evening show?", "Doctor Lena Ortiz, an astronomer, presents the evening show on the first Friday of each month.", PLANETARIUM, True),
    w.faith("en-cj-017", "fmt.currency", "What does 3D printing cost at the makerspace?", "3D printing costs $0.10 per gram of filament.", MAKERSPACE, True),
    w.faith("en-cj-018", "fmt.range", "How many students can join one pasta class?", "No more than 12 students can take part in each class.", COOKING, True),
    w.faith("en-cj-019", "fmt.period", "How often are the boulder problems reset?", "Maya Kowalski resets half of them every 14 days.", CLIMBING, True),
    w.faith("en-cj-020", "fmt.share", "How much is a child's ticket for the harbour tour?", "Children pay $16, which is 50% of the adult price.", BOAT, True),
    w.faith("en-cj-021", "para.except", "Can we light a campfire in the fire rings on the lakeshore?", "Yes, campfires are allowed in the steel fire rings on the lakeshore.", CAMPSITE, True),
    w.faith("en-cj-022", "wrap.opener", "How many washers are in the co-op laundry room?", "Great question! The laundry room has 4 washing machines and 3 dryers.", LAUNDRY, True),
    w.faith("en-cj-023", "wrap.closer", "What do children pay at the planetarium?", "Children aged 4 to 12 pay $8, and children under 4 get in free. I hope this helps!", PLANETARIUM, True),
    w.faith("en-cj-024", "wrap.attribution", "Can I dye clothes in the co-op's washing machines?", "According to the information about the laundry room, dyeing clothes in the machines is not allowed.", LAUNDRY, True),
    w.faith("en-cj-025", "wrap.hedge", "Is there a minimum age for the pasta class?", "I believe students must be at least 16 years old.", COOKING, True),
    w.faith("en-cj-026", "wrap.question", "Can I bring my dog on the harbour tour?", "Yes, dogs on a lead are welcome on board. Would you like the departure times as well?", BOAT, True),
    w.faith("en-cj-027", "value.number", "How many wash bays does Sudsy Bay have?", "Sudsy Bay has 8 wash bays and 2 vacuum stations.", CARWASH, False),
    w.faith("en-cj-028", "value.date", "When is Pine Cove Campsite open?", "The campsite is open from 1 May to 31 October.", CAMPSITE, False),
    w.faith("en-cj-029", "value.time", "When is the last show of the day at the planetarium?", "The last show starts at 8:30 p.m.", PLANETARIUM, False),
    w.faith("en-cj-030", "value.unit", "How big is the planetarium dome?", "The planetarium seats 140 visitors under a 15-foot dome.", PLANETARIUM, False),
    w.faith("en-cj-031", "value.currency", "How much is a monthly membership at Crux Point?", "A monthly membership at Crux Point costs $78.", CLIMBING, False),
    w.faith("en-cj-032", "role.swap", "Who works on the harbour tour?", "Aisha Malik skippers the boat, and Jonas Reid gives the commentary.", BOAT, False),
    w.faith("en-cj-033", "negation", "Can I pay with banknotes at the car wash?", "Yes, the bays accept banknotes as well as coins and contactless cards.", CARWASH, False),
    w.faith("en-cj-034", "antonym", "Is the first consultation free for new patients?", "No, new patients are charged for their first consultation.", DENTAL, False),
    w.faith("en-cj-035", "modality", "Do I need to book before going to Crux Point?", "Yes, you have to book ahead; visits without a booking are not possible.", CLIMBING, False),
    w.faith("en-cj-036", "quantifier", "How many of the marathon runners are first-timers?", "Of the roughly 8,500 runners expected, most are running their first marathon.", MARATHON, False),
    w.faith("en-cj-037", "value.except", "Is the car wash open on Christmas Day?", "Yes, Sudsy Bay is open 24 hours on Christmas Day as well.", CARWASH, False),
    w.faith("en-cj-038", "direction", "Can a parent come into the treatment room?", "Children over 12 may bring one parent into the treatment room.", DENTAL, False),
    w.faith("en-cj-039", "added.fact", "What does the pasta class cost?", "The fee is $85 per person, which includes all ingredients and a glass of wine, and every student takes home a printed recipe booklet.", COOKING, False),
    w.faith("en-cj-040", "added.entity", "Who cleans the laundry room?", "The caretaker, Rosa Díaz, cleans it every Tuesday morning together with the co-op's handyman, Ben Okafor.", LAUNDRY, False),
    w.faith("en-cj-041", "mixed", "What are the rules for the 3D printers and the laser cutter?", "Card holders may book a 3D printer for up to 2 hours per day, and anyone can use the laser cutter without training.", MAKERSPACE, False),
]
REFUSAL = [
    w.refusal("en-cj-042", "refusal.plain", "Does Maple Row Dental offer teeth whitening?", "I'm sorry, I don't have that information.", DENTAL, True),
    w.refusal("en-cj-043", "refusal.context", "Is there Wi-Fi at Pine Cove Campsite?", "The provided documents don't say whether the campsite has Wi-Fi.", CAMPSITE, True),
    w.refusal("en-cj-044", "refusal.short", "Does Sudsy Bay sell air fresheners?", "No idea.", CARWASH, True),
    w.refusal("en-cj-045", "refusal.long", "Is there a vegan version of the pasta class?", "Thank you for asking! Unfortunately, the information I have doesn't mention a vegan option for the pasta-making class. It only covers the schedule, the fee, the age requirement and what to bring. I'd suggest contacting the Olive Tree Kitchen directly about dietary needs.", COOKING, True),
    w.refusal("en-cj-046", "refusal.hedged", "How long does the harbour tour take?", "I'm not completely sure, but I think the tour lasts 90 minutes.", BOAT, False),
    w.refusal("en-cj-047", "refusal.partial", "What does it cost to use the 3D printers and the laser cutter?", "3D printing costs 10 cents per gram of filament, but the documents don't say what the laser cutter costs.", MAKERSPACE, False),
]
CORRECTNESS = [
    w.correct("en-cj-048", "correct.wordy", "Who runs the cleaning appointments at Maple Row Dental?", "At Maple Row Dental, all of the cleaning appointments are run by the clinic's hygienist, whose name is Tom Becker.", "Tom Becker.", True),
    w.correct("en-cj-049", "correct.short", "When does the Riverton City Marathon start?", "At 7 a.m. on 12 October 2025.", "The Riverton City Marathon starts at 7 a.m. on Sunday, 12 October 2025, in Founders Square.", True),
    w.correct("en-cj-050", "correct.format", "What time does the pasta class begin?", "18:30.", "6:30 p.m.", True),
    w.correct("en-cj-051", "wrong.value", "How much is a monthly membership at Crux Point?", "$45 per month.", "$68.", False),
    w.correct("en-cj-052", "wrong.echo", "What are the quiet hours at Pine Cove Campsite?", "Pine Cove Campsite has quiet hours.", "From 10 p.m. to 7 a.m.", False),
    w.correct("en-cj-053", "wrong.role", "Who gives the commentary on the harbour tour?", "Captain Jonas Reid gives the commentary.", "The guide, Aisha Malik.", False),
]
RELEVANCY = [
    w.relevant("en-cj-054", "relevant.direct", "When can I catch a show at the Halley Dome?", "Tuesday to Sunday, at 11 a.m., 2 p.m. or 7:30 p.m.", PLANETARIUM, True),
    w.relevant("en-cj-055", "relevant.yesno", "Do I have to pay to use the dryers?", "No, drying is free; only washing costs $2 a load.", LAUNDRY, True),
    w.relevant("en-cj-056", "offtopic.true", "What time is check-out at Pine Cove?", "Campfires are allowed only in the steel fire rings on the lakeshore.", CAMPSITE, False),
    w.relevant("en-cj-057", "offtopic.other", "How much does it cost to register for the marathon?", "The race starts at 7 a.m. in Founders Square.", MARATHON, False),
]
DIAGNOSIS = [
    w.diag("en-cj-058", "diag.pass", "How much is a wash cycle at Sudsy Bay?", "$4 for 5 minutes, plus 75 cents for each extra minute.", {"carwash": CARWASH, "laundry": LAUNDRY}, ("carwash",), "pass"),
    w.diag("en-cj-059", "diag.offtopic", "When does check-in start at Pine Cove?", "A tent pitch costs $28 per night.", {"campsite": CAMPSITE, "boat": BOAT}, ("campsite",), "fix_generation"),
    w.diag("en-cj-060", "diag.unfaithful", "How much is an adult ticket for the harbour tour?", "An adult ticket costs $23.", {"boat": BOAT, "planetarium": PLANETARIUM}, ("boat",), "fix_generation"),
    w.diag("en-cj-061", "diag.refused", "When is the laser cutter training held?", "I'm sorry, I couldn't find that information.", {"makerspace": MAKERSPACE, "cooking": COOKING}, ("makerspace",), "fix_generation"),
    w.diag("en-cj-062", "diag.missed", "Who resets the boulder problems at Crux Point?", "The documents don't say who resets the boulder problems.", {"dental": DENTAL, "laundry": LAUNDRY}, ("climbing",), "fix_retrieval"),
    w.diag("en-cj-063", "diag.correct_refusal", "Is there a parking garage at the Halley Dome Planetarium?", "I'm sorry, the sources don't mention parking at the planetarium.", {"planetarium": PLANETARIUM, "marathon": MARATHON}, (), "correct_refusal"),
    w.diag("en-cj-064", "diag.should_refuse", "Does the Riverton City Marathon also have a half-marathon?", "Yes, a half-marathon starts at 8 a.m. from the same square.", {"marathon": MARATHON, "boat": BOAT}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
