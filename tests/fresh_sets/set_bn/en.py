"""English cases of fresh set bn. Scenarios: Brightwater Physiotherapy in Denver (a
physiotherapy practice), the Eagle Ridge cable car (a mountain cable car), Clay & Kiln Studio
in Portland (a pottery studio), ZipRide in Austin (an e-scooter rental), Hollis & Bard Tax
Advisors (a tax advice office), Willowmere Manor (a wedding venue), Skyline Flight Academy
(a flight school), the Harbour Lights Youth Hostel in Galway (a youth hostel), RentBook in
Toronto (a laptop rental service) and Coral Bay Aquarium in San Diego (an aquarium)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

PHYSIO = "Dr. Hannah Ortiz founded Brightwater Physiotherapy on Keller Street in Denver in 2011, and her colleague Tom Reyes handles sports injuries. A standard treatment session lasts 45 minutes and costs $85, while a first assessment takes 60 minutes and costs $110. The practice is open Monday to Friday from 7:30 a.m. to 7 p.m. and on Saturdays from 8 a.m. to 1 p.m. Appointments cancelled less than 24 hours in advance are charged in full, except when the patient presents a hospital admission note. Patients must bring their referral letter to the first visit, and they may bring their own towel."

CABLE_CAR = "The Eagle Ridge cable car carries visitors from the valley station at 1,050 metres to the summit station at 2,380 metres in about 8 minutes. Each cabin holds up to 60 passengers, and cabins leave every 15 minutes between 8:30 a.m. and 5 p.m. A return ticket costs $42 for adults and $21 for children aged 6 to 15, while children under 6 ride free. The cable car runs every day except during its annual maintenance closure from 3 to 21 November. Dogs are allowed only on a leash and must wear a muzzle inside the cabin."

POTTERY = "Clay & Kiln Studio in Portland offers a six-week wheel-throwing course taught by the ceramicist Mara Lindqvist. The group meets every Tuesday evening from 6:30 to 9 p.m., and each class is limited to 8 students. The course costs $320, which includes 12.5 kilograms of clay, all glazes and two firings per piece. Finished pieces can be collected about two weeks after the final glaze firing. Students who miss a session may make it up in the Thursday open studio, but only within the same course."

SCOOTER = "ZipRide rents e-scooters in downtown Austin through its mobile app. Unlocking a scooter costs $1, and riding costs 39 cents per minute, with a daily cap of $35. Riders must be at least 18 years old and hold a valid driver's license. Scooters may be parked only in the marked zones shown in the app, and a scooter left outside a zone incurs a $25 fee. The battery gives a range of up to 40 kilometers per charge."

TAX = "Hollis & Bard Tax Advisors was founded in 2004 by Peter Hollis and Grace Bard, and it has offices in Leeds and in the Scottish capital. Grace Bard is the managing partner, while Peter Hollis leads the small-business team. An individual income tax return costs a flat fee of £240, and each additional rental property adds £60. Clients must submit all documents by 15 December to guarantee filing before the January deadline. The offices are open on weekdays from 9 a.m. to 5:30 p.m., and in January also on Saturdays from 10 a.m. to 2 p.m."

WEDDING = "Willowmere Manor is a wedding venue in the Cotswolds whose main barn seats up to 150 guests and holds 220 guests for a standing reception. Hiring the venue on a Saturday costs £9,500, while a weekday wedding costs £6,200. A deposit of 25 percent is due on booking, and the balance must be paid eight weeks before the wedding. Music must end at 11:30 p.m., and all guests must leave the grounds by midnight. Couples may bring an outside caterer only if it is on the venue's approved list of five suppliers."

FLIGHT = "Skyline Flight Academy at Redhill Aerodrome trains private pilots on Cessna 172 aircraft. The private pilot licence course requires a minimum of 45 flight hours, of which at least 10 hours must be flown solo. Flight instruction costs £215 per hour including fuel, and the ground school fee is £650. Students may start lessons from the age of 14, but they must be at least 17 to receive the licence. The chief flying instructor, Captain Ruth Adeyemi, previously flew for British Airways for 22 years."

HOSTEL = "The Harbour Lights Youth Hostel in Galway has 96 beds in dormitories of 4, 6 and 8 beds, plus six private twin rooms. A bed in an 8-bed dorm costs €24 per night, and a twin room costs €68 per night. Check-in opens at 3 p.m., and check-out is by 10:30 a.m. Breakfast is served from 7:30 to 10 a.m. and is included in the price, except for bookings made through third-party websites. Guests must be at least 16 years old unless they are travelling with a parent."

LAPTOP = "RentBook rents laptops to students and businesses in Toronto. A standard 14-inch laptop with 16 GB of memory costs C$12 per day or C$60 per week, and the minimum rental period is three days. A refundable security deposit of C$200 is charged at pickup. Laptops returned late are charged one extra day for every started 24 hours. Delivery within the city is free for rentals of 10 days or more; otherwise it costs C$15."

AQUARIUM = "Coral Bay Aquarium in San Diego opened in 1998 and holds about 4,000 animals from 350 species. Its largest tank contains 2.5 million liters of seawater and houses three sand tiger sharks. The aquarium is open daily from 9 a.m. to 6 p.m., and the sharks are fed at 2:30 p.m. on Tuesdays, Thursdays and Sundays. Adult tickets cost $29, and children under 3 get in free. The marine biologist Dr. Lena Brooks leads the turtle rescue program, which has released 210 turtles since 2005."

# fmt: off
FAITHFULNESS = [
    w.faith("en-bn-001", "para.reorder", "How long is a first assessment at Brightwater, and what does it cost?", "It costs $110 and takes 60 minutes.", PHYSIO, True),
    w.faith("en-bn-002", "para.passive", "Who founded Brightwater Physiotherapy?", "The practice was founded in 2011 by Dr. Hannah Ortiz.", PHYSIO, True),
    w.faith("en-bn-003", "para.synonym", "How long is a standard session?", "A regular treatment appointment runs for 45 minutes and is priced at $85.", PHYSIO, True),
    w.faith("en-bn-004", "para.nominal", "How long does the trip up to the summit take?", "The ascent from the valley station to the summit station takes about 8 minutes.", CABLE_CAR, True),
    w.faith("en-bn-005", "para.capital", "Where does Hollis & Bard have offices?", "The firm has offices in Leeds and in Edinburgh.", TAX, True),
    w.faith("en-bn-006", "para.pronoun", "Who leads the small-business team at Hollis & Bard?", "Peter Hollis does. He founded the firm with Grace Bard in 2004, and he now leads its small-business team.", TAX, True),
    w.faith("en-bn-007", "para.relative", "How many guests can the main barn seat?", "The main barn, which can take 220 guests for a standing reception, seats up to 150 guests.", WEDDING, True),
    w.faith("en-bn-008", "para.part", "Are the sharks fed on Thursdays?", "Yes, on Thursdays the sharks are fed at 2:30 p.m.", AQUARIUM, True),
    w.faith("en-bn-009", "para.combine", "Tell me about the academy's aircraft and its chief instructor.", "Skyline trains its private pilots on Cessna 172 aircraft, and its chief flying instructor, Captain Ruth Adeyemi, flew for British Airways for 22 years.", FLIGHT, True),
    w.faith("en-bn-010", "fmt.number", "How many private rooms does the hostel have?", "The hostel has 6 private twin rooms.", HOSTEL, True),
    w.faith("en-bn-011", "fmt.thousands", "What does a Saturday wedding at Willowmere Manor cost?", "Hiring the venue on a Saturday costs £9500.", WEDDING, True),
    w.faith("en-bn-012", "fmt.scale", "How much clay is included in the course?", "The course fee covers 12,500 g of clay.", POTTERY, True),
    w.faith("en-bn-013", "fmt.date", "When is the cable car closed for maintenance?", "It is closed for maintenance from November 3 through November 21.", CABLE_CAR, True),
    w.faith("en-bn-014", "fmt.time", "What time does the practice close on weekdays?", "From Monday to Friday it closes at 19:00.", PHYSIO, True),
    w.faith("en-bn-015", "fmt.unit", "At what altitude is the summit station?", "The summit station is at 2,380 m.", CABLE_CAR, True),
    w.faith("en-bn-016", "fmt.abbrev", "How many flight hours does the private pilot licence course require?", "The PPL course requires at least 45 flight hrs.", FLIGHT, True),
    w.faith("en-bn-017", "fmt.currency", "How much does riding a ZipRide scooter cost per minute?", "Riding costs $0.39 a minute.", SCOOTER, True),
    w.faith("en-bn-018", "fmt.range", "How many passengers fit in one cabin?", "A cabin carries a maximum of 60 passengers.", CABLE_CAR, True),
    w.faith("en-bn-019", "fmt.period", "When can I collect my finished pieces?", "Roughly 14 days after the final glaze firing.", POTTERY, True),
    w.faith("en-bn-020", "fmt.share", "How large is the deposit at Willowmere Manor?", "A deposit of one quarter is due when you book.", WEDDING, True),
    w.faith("en-bn-021", "para.except", "Is breakfast included in the price?", "Yes, unless you booked through a third-party website; those bookings don't include breakfast.", HOSTEL, True),
    w.faith("en-bn-022", "wrap.opener", "How old do I have to be to ride a ZipRide scooter?", "Good question! Riders must be at least 18 years old and hold a valid driver's license.", SCOOTER, True),
    w.faith("en-bn-023", "wrap.closer", "What is RentBook's minimum rental period?", "You have to rent for at least three days. I hope this helps!", LAPTOP, True),
    w.faith("en-bn-024", "wrap.attribution", "How much is an individual income tax return at Hollis & Bard?", "According to the document, an individual income tax return costs a flat fee of £240.", TAX, True),
    w.faith("en-bn-025", "wrap.hedge", "What are the aquarium's opening hours?", "I think it's open every day from 9 a.m. to 6 p.m.", AQUARIUM, True),
    w.faith("en-bn-026", "wrap.question", "Is delivery free at RentBook?", "Delivery within the city is free for rentals of 10 days or more; otherwise it costs C$15. Would you like to know anything else about renting a laptop?", LAPTOP, True),
    w.faith("en-bn-027", "value.number", "How many beds does the hostel have?", "The hostel has 86 beds in its dormitories.", HOSTEL, False),
    w.faith("en-bn-028", "value.date", "By when do clients need to hand in their documents?", "All documents must be submitted by 25 December.", TAX, False),
    w.faith("en-bn-029", "value.time", "When does the music have to stop at Willowmere Manor?", "The music must end at 10:30 p.m.", WEDDING, False),
    w.faith("en-bn-030", "value.unit", "How far can a ZipRide scooter go on one charge?", "Up to 40 miles on a single charge.", SCOOTER, False),
    w.faith("en-bn-031", "value.currency", "How much is an adult ticket at Coral Bay Aquarium?", "An adult ticket costs €29.", AQUARIUM, False),
    w.faith("en-bn-032", "role.swap", "What roles do the two founders of Hollis & Bard have?", "Peter Hollis is the managing partner, and Grace Bard leads the small-business team.", TAX, False),
    w.faith("en-bn-033", "negation", "Do I need my referral letter for the first visit?", "No, you don't need to bring a referral letter to your first visit.", PHYSIO, False),
    w.faith("en-bn-034", "antonym", "Where are the sand tiger sharks kept?", "They live in the aquarium's smallest tank, which holds 2.5 million liters of seawater.", AQUARIUM, False),
    w.faith("en-bn-035", "modality", "Do I need to bring a towel to Brightwater?", "Yes, patients must bring their own towel.", PHYSIO, False),
    w.faith("en-bn-036", "quantifier", "How many beds are in the hostel's dormitories?", "All of the dormitories have 8 beds.", HOSTEL, False),
    w.faith("en-bn-037", "value.except", "What happens if I cancel late because I've been admitted to hospital?", "Late cancellations are always charged in full, even if you present a hospital admission note.", PHYSIO, False),
    w.faith("en-bn-038", "direction", "When is the balance due at Willowmere Manor?", "The balance has to be paid eight weeks after the wedding.", WEDDING, False),
    w.faith("en-bn-039", "added.fact", "Which aircraft does Skyline fly?", "Skyline trains on Cessna 172 aircraft, all of which were bought new in 2020.", FLIGHT, False),
    w.faith("en-bn-040", "added.entity", "Who teaches the wheel-throwing course?", "The ceramicist Mara Lindqvist teaches it together with her assistant, Jonas Pike.", POTTERY, False),
    w.faith("en-bn-041", "mixed", "Where can I leave a ZipRide scooter?", "Only in the marked zones shown in the app, and parking at a charging station earns you 10 free minutes.", SCOOTER, False),
]

REFUSAL = [
    w.refusal("en-bn-042", "refusal.plain", "Is there a restaurant at the Eagle Ridge summit station?", "I don't know whether there is a restaurant at the summit station.", CABLE_CAR, True),
    w.refusal("en-bn-043", "refusal.context", "Does RentBook rent gaming laptops with a dedicated graphics card?", "The provided context doesn't say whether RentBook offers laptops with a dedicated graphics card.", LAPTOP, True),
    w.refusal("en-bn-044", "refusal.short", "How many weeks does Skyline's ground school last?", "I don't know.", FLIGHT, True),
    w.refusal("en-bn-045", "refusal.long", "Does the Harbour Lights hostel have lockers for luggage?", "Thank you for your question. I'm sorry, but the information I have about the Harbour Lights Youth Hostel covers its beds, prices, check-in and check-out times and breakfast, and it says nothing about lockers or luggage storage. I therefore can't tell you whether lockers are available; the hostel itself would be the best place to ask.", HOSTEL, True),
    w.refusal("en-bn-046", "refusal.hedged", "When are the sharks fed at Coral Bay Aquarium?", "I'm not entirely sure, but I believe the sharks are fed at 2:30 p.m. on Tuesdays, Thursdays and Sundays.", AQUARIUM, False),
    w.refusal("en-bn-047", "refusal.partial", "How much is an individual tax return at Hollis & Bard, and do they offer payment plans?", "An individual income tax return costs a flat fee of £240. I couldn't find any information about payment plans, though.", TAX, False),
]

CORRECTNESS = [
    w.correct("en-bn-048", "correct.wordy", "How much is an adult return ticket on the Eagle Ridge cable car?", "If you are travelling as an adult and want to ride up to the summit and come back down again on the Eagle Ridge cable car, you'll need a return ticket, and that ticket costs $42.", "An adult return ticket costs $42.", True),
    w.correct("en-bn-049", "correct.short", "How many turtles has the Coral Bay turtle rescue program released?", "210.", "The turtle rescue program has released 210 turtles since 2005.", True),
    w.correct("en-bn-050", "correct.format", "When does check-in open at the Harbour Lights Youth Hostel?", "From 15:00.", "Check-in opens at 3 p.m.", True),
    w.correct("en-bn-051", "wrong.value", "How much does it cost to rent a standard RentBook laptop for a week?", "A week's rental costs C$84.", "A standard laptop costs C$60 per week.", False),
    w.correct("en-bn-052", "wrong.echo", "What is the minimum age to start flying lessons at Skyline?", "The minimum age to start flying lessons at Skyline is 17.", "Students may start lessons from the age of 14.", False),
    w.correct("en-bn-053", "wrong.role", "Who founded Brightwater Physiotherapy, and who handles sports injuries there?", "Tom Reyes founded the practice, and Dr. Hannah Ortiz handles sports injuries.", "Dr. Hannah Ortiz founded the practice, and Tom Reyes handles sports injuries.", False),
]

RELEVANCY = [
    w.relevant("en-bn-054", "relevant.direct", "How many students can join one class at Clay & Kiln?", "Each class takes at most 8 students.", POTTERY, True),
    w.relevant("en-bn-055", "relevant.direct", "By what time must wedding guests leave Willowmere Manor?", "All guests have to leave the grounds by midnight.", WEDDING, True),
    w.relevant("en-bn-056", "relevant.yesno", "Do I need a driver's license to rent a ZipRide scooter?", "Yes, a valid driver's license is required.", SCOOTER, True),
    w.relevant("en-bn-057", "offtopic.true", "Who leads the turtle rescue program at Coral Bay?", "The aquarium opened in 1998 and holds about 4,000 animals.", AQUARIUM, False),
    w.relevant("en-bn-058", "offtopic.other", "How much does flight instruction at Skyline cost per hour?", "Students must be at least 17 years old to receive the licence.", FLIGHT, False),
]

DIAGNOSIS = [
    w.diag("en-bn-059", "diag.pass", "What is the daily cap on ZipRide scooter charges?", "Riding charges are capped at $35 per day.", {"zipride": SCOOTER, "rentbook": LAPTOP}, ("zipride",), "pass"),
    w.diag("en-bn-060", "diag.offtopic", "When is check-out at the Harbour Lights Youth Hostel?", "A bed in an 8-bed dorm costs €24 per night.", {"harbour-lights": HOSTEL, "willowmere": WEDDING}, ("harbour-lights",), "fix_generation"),
    w.diag("en-bn-061", "diag.unfaithful", "How many species does Coral Bay Aquarium hold?", "Coral Bay holds animals from about 530 species.", {"coral-bay": AQUARIUM, "eagle-ridge": CABLE_CAR}, ("coral-bay",), "fix_generation"),
    w.diag("en-bn-062", "diag.refused", "How much is the ground school fee at Skyline Flight Academy?", "I'm sorry, but I couldn't find the ground school fee in the documents.", {"skyline": FLIGHT, "hollis-bard": TAX}, ("skyline",), "fix_generation"),
    w.diag("en-bn-063", "diag.missed", "How much does the wheel-throwing course at Clay & Kiln cost?", "The documents I have don't mention the price of the wheel-throwing course.", {"brightwater": PHYSIO, "harbour-lights": HOSTEL}, ("clay-kiln",), "fix_retrieval"),
    w.diag("en-bn-064", "diag.correct_refusal", "Does Willowmere Manor have a bridal suite?", "The documents don't say whether Willowmere Manor has a bridal suite.", {"willowmere": WEDDING, "harbour-lights": HOSTEL}, (), "correct_refusal"),
    w.diag("en-bn-065", "diag.should_refuse", "How much does parking at the Eagle Ridge valley station cost?", "Parking at the valley station costs $8 per day.", {"eagle-ridge": CABLE_CAR, "zipride": SCOOTER}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
