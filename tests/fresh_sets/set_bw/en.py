"""English cases of fresh set bw. Scenarios: the Fernwood Public Library makerspace, Glacier
Point Ice Rink, Swift Spokes bicycle courier, a Kumo Kitchen sushi class, Harbour Lane Youth
Hostel, BrightSmile dental hygiene clinic, Riverside Farmers Market, Bayview Sailing Club, the
Halden City Museum audio guide and the GreenWheels car-sharing club."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

MAKERSPACE = "The makerspace on the second floor of Fernwood Public Library is open Tuesday to Saturday from 10:00 to 18:00. Before using the laser cutter, members must complete a 45-minute safety induction, which costs $15. The 3D printers can be booked for up to 4 hours per session, and filament is charged at 8 cents per gram. Librarian Dana Ortiz runs the Thursday evening soldering workshop, which is limited to 12 participants. Children under 14 may use the makerspace only when accompanied by an adult."
RINK = "Glacier Point Ice Rink offers public skating every day except Monday, from 2 pm to 5 pm. Admission is $9 for adults and $6 for children under 12, and skate rental costs an extra $4. The ice surface measures 60 metres by 30 metres and is resurfaced every 90 minutes. Head coach Mira Halvorsen teaches the beginner classes, while her assistant Tom Becker gives the figure-skating lessons. Helmets are mandatory for all skaters under 10."
COURIER = "Swift Spokes Courier delivers parcels within the city centre in under 60 minutes. Parcels may weigh up to 8 kilograms and must fit into a 40-litre cargo bag. A standard delivery costs $12, and express delivery within 30 minutes costs $20. Orders placed after 7:30 pm are delivered the next morning. Founder Lena Park hired dispatcher Omar Reyes in March 2021 to coordinate the company's 25 riders."
SUSHI = "The sushi class at Kumo Kitchen runs every Saturday from 11:00 to 14:00 and costs $85 per person, ingredients included. It is taught by chef Hiroshi Tanaka, who trained for six years in Tokyo, and his daughter Yuki assists at the rice station. Each participant rolls three kinds of maki and takes home a bamboo mat. The class takes at most 10 students, and bookings must be made at least 48 hours in advance. Participants with a shellfish allergy should tell the chef when they book."
HOSTEL = "Harbour Lane Youth Hostel has 64 beds in 12 dormitories, plus two private rooms. A dorm bed costs €28 per night, including breakfast, which is served between 7:00 and 9:30. Check-in starts at 15:00, and check-out is by 10:00. Guests may stay for a maximum of 14 consecutive nights. The manager, Sofia Lind, opened the hostel in June 2015 in a former customs warehouse."
CLINIC = "BrightSmile Hygiene Clinic offers a 40-minute cleaning appointment for $95. Hygienist Priya Nair sees adult patients, and hygienist Ben Carter treats children. The clinic recommends a cleaning every six months. Patients who cancel with less than 24 hours' notice are charged a $30 fee, except in a medical emergency. The clinic is open Monday to Friday from 8 am to 6 pm and on Saturday mornings until noon."
MARKET = "The Riverside Farmers Market takes place every Sunday from 8:00 to 13:00 in the Elm Street car park, from April to October. Around 40 vendors sell produce grown within 100 kilometres of the city, and the market draws about 2,500 visitors each Sunday. A stall costs $35 per day, and half of the stalls are reserved for certified organic growers. Market manager Carla Jensen inspects every vendor's farm once a year. Dogs are not allowed at the market, except assistance dogs."
SAILING = "Bayview Sailing Club owns eight dinghies and two 9-metre keelboats. Annual membership costs $420, and new members pay a one-time joining fee of $150. Members must pass a capsize drill before taking a dinghy out alone. All sailing is cancelled when the wind speed exceeds 25 knots. Commodore Peter Walsh chairs the committee, and treasurer Anna Kowalski manages the boat-repair fund."
AUDIO_GUIDE = "The Halden City Museum audio guide covers 35 exhibits and takes about 90 minutes. It is available in six languages and costs $5 to rent; museum members use it free of charge. Visitors must leave a photo ID as a deposit while they have the device. The commentary was written by curator Elena Moretti and narrated by actor James Boyd. Devices must be returned 30 minutes before the museum closes at 17:00."
CARSHARE = "GreenWheels Car Club was founded on 12 March 2019 and now has 120 members sharing 18 cars at six stations. Members pay a monthly fee of $10 plus $7 per hour of driving, with fuel included. A car can be booked for up to 72 hours at a time. Returning a car late costs $25 for every started half hour. Members must be at least 21 years old and have held a driving licence for at least two years."

# fmt: off
FAITHFULNESS = [
    w.faith("en-bw-001", "para.reorder", "When is the makerspace open?", "From 10:00 to 18:00, Tuesday through Saturday, the makerspace is open.", MAKERSPACE, True),
    w.faith("en-bw-002", "para.passive", "Who treats children at the clinic?", "Children are treated by hygienist Ben Carter.", CLINIC, True),
    w.faith("en-bw-003", "para.synonym", "What does an adult pay to get into the rink?", "Entry for grown-ups is $9.", RINK, True),
    w.faith("en-bw-004", "para.nominal", "What happens to orders placed after 7:30 pm?", "Delivery of orders placed after 7:30 pm takes place the following morning.", COURIER, True),
    w.faith("en-bw-005", "para.capital", "Where did the sushi chef train?", "Chef Hiroshi Tanaka spent six years training in the Japanese capital.", SUSHI, True),
    w.faith("en-bw-006", "para.pronoun", "What does Anna Kowalski do at the club?", "She is the club's treasurer, and she looks after the boat-repair fund.", SAILING, True),
    w.faith("en-bw-007", "para.relative", "Who made the commentary for the audio guide?", "It was written by Elena Moretti, who is a curator, and narrated by James Boyd, who is an actor.", AUDIO_GUIDE, True),
    w.faith("en-bw-008", "para.part", "What do GreenWheels members pay?", "Among other charges, members pay $7 for every hour of driving.", CARSHARE, True),
    w.faith("en-bw-009", "para.combine", "Who opened the hostel, and how many beds does it have?", "The hostel, which manager Sofia Lind opened in June 2015, has 64 beds across 12 dormitories.", HOSTEL, True),
    w.faith("en-bw-010", "fmt.number", "How many boats does the sailing club own?", "The club owns 8 dinghies and 2 keelboats.", SAILING, True),
    w.faith("en-bw-011", "fmt.thousands", "How many people visit the market?", "Roughly 2500 visitors come to the market every Sunday.", MARKET, True),
    w.faith("en-bw-012", "fmt.scale", "How heavy can a parcel be?", "A parcel can weigh up to 8,000 grams.", COURIER, True),
    w.faith("en-bw-013", "fmt.date", "When was GreenWheels founded?", "The club was founded on 2019-03-12.", CARSHARE, True),
    w.faith("en-bw-014", "fmt.time", "When can I go public skating?", "Public skating runs from 14:00 to 17:00 every day except Monday.", RINK, True),
    w.faith("en-bw-015", "fmt.unit", "How big is the ice surface?", "The ice surface is 60 m × 30 m.", RINK, True),
    w.faith("en-bw-016", "fmt.abbrev", "When is the clinic open during the week?", "Mon–Fri, 8 am–6 pm.", CLINIC, True),
    w.faith("en-bw-017", "fmt.currency", "How much does the sushi class cost?", "It costs USD 85 per person, with the ingredients included.", SUSHI, True),
    w.faith("en-bw-018", "fmt.range", "How long can I book a car for?", "The maximum booking is 72 hours at a time.", CARSHARE, True),
    w.faith("en-bw-019", "fmt.period", "How long can guests stay at the hostel?", "Guests can stay for at most two weeks in a row.", HOSTEL, True),
    w.faith("en-bw-020", "fmt.share", "How many of the stalls are kept for organic growers?", "50 % of the stalls are reserved for certified organic growers.", MARKET, True),
    w.faith("en-bw-021", "para.except", "Can I go public skating on a Monday?", "No, the rink has no public skating on Mondays; the sessions run Tuesday through Sunday.", RINK, True),
    w.faith("en-bw-022", "wrap.opener", "How often should I get my teeth cleaned?", "Great question! The clinic recommends a cleaning every six months.", CLINIC, True),
    w.faith("en-bw-023", "wrap.closer", "How many students can attend the sushi class?", "The class takes no more than 10 students. Hope this helps, and enjoy your rolling!", SUSHI, True),
    w.faith("en-bw-024", "wrap.attribution", "How much does filament cost?", "According to the document, filament is charged at 8 cents per gram.", MAKERSPACE, True),
    w.faith("en-bw-025", "wrap.hedge", "When do the audio-guide devices have to be returned?", "I think they have to be returned 30 minutes before the museum closes at 17:00.", AUDIO_GUIDE, True),
    w.faith("en-bw-026", "wrap.question", "Who can join GreenWheels?", "Members must be at least 21 years old and must have held a driving licence for at least two years. Would you like to know what membership costs as well?", CARSHARE, True),
    w.faith("en-bw-027", "value.number", "How many people can join the soldering workshop?", "The Thursday evening soldering workshop is limited to 15 participants.", MAKERSPACE, False),
    w.faith("en-bw-028", "value.date", "When did Lena Park hire Omar Reyes?", "She hired him as dispatcher in May 2021.", COURIER, False),
    w.faith("en-bw-029", "value.time", "When does check-in start at the hostel?", "Check-in starts at 14:00.", HOSTEL, False),
    w.faith("en-bw-030", "value.unit", "How long are the club's keelboats?", "The club's two keelboats are 9 feet long.", SAILING, False),
    w.faith("en-bw-031", "value.currency", "What does it cost to return a car late?", "A late return costs €25 for every started half hour.", CARSHARE, False),
    w.faith("en-bw-032", "role.swap", "Who teaches which lessons at the rink?", "Head coach Tom Becker teaches the beginner classes, and his assistant Mira Halvorsen gives the figure-skating lessons.", RINK, False),
    w.faith("en-bw-033", "negation", "Are the ingredients included in the price of the sushi class?", "No, the ingredients are not included in the $85 price.", SUSHI, False),
    w.faith("en-bw-034", "antonym", "What is the helmet rule at the rink?", "Helmets are optional for all skaters under 10.", RINK, False),
    w.faith("en-bw-035", "modality", "How often do patients need a cleaning?", "The clinic requires patients to have a cleaning every six months.", CLINIC, False),
    w.faith("en-bw-036", "quantifier", "Whose farms does Carla Jensen inspect?", "Once a year, Carla Jensen inspects the farms of only some of the vendors.", MARKET, False),
    w.faith("en-bw-037", "value.except", "Can I bring my dog to the market?", "Yes, dogs are welcome at the market, except assistance dogs.", MARKET, False),
    w.faith("en-bw-038", "direction", "Which orders are delivered the next morning?", "Orders placed before 7:30 pm are delivered the next morning.", COURIER, False),
    w.faith("en-bw-039", "added.fact", "How long does the audio guide take?", "It takes about 90 minutes and includes a separate track for children.", AUDIO_GUIDE, False),
    w.faith("en-bw-040", "added.entity", "Who teaches the sushi class?", "Chef Hiroshi Tanaka teaches it together with sous-chef Kenji Mori, and his daughter Yuki helps at the rice station.", SUSHI, False),
    w.faith("en-bw-041", "mixed", "How long can a car be booked?", "A car can be booked for up to 72 hours, and electric cars are charged for free at every station.", CARSHARE, False),
]

REFUSAL = [
    w.refusal("en-bw-042", "refusal.plain", "Does the makerspace have a sewing machine?", "I'm sorry, but I don't have that information.", MAKERSPACE, True),
    w.refusal("en-bw-043", "refusal.context", "Does the hostel have a laundry room?", "The provided context doesn't mention a laundry room, so I can't answer that.", HOSTEL, True),
    w.refusal("en-bw-044", "refusal.short", "Is there free parking at the rink?", "I don't know.", RINK, True),
    w.refusal("en-bw-045", "refusal.long", "What time does the clubhouse bar open?", "Thank you for your question. Unfortunately, the information I have about Bayview Sailing Club covers its boats, its fees, its safety rules and its committee, but it says nothing about a clubhouse bar or when it opens. I'm therefore unable to give you an answer, and I'd rather not guess. The club itself should be able to tell you.", SAILING, True),
    w.refusal("en-bw-046", "refusal.hedged", "How many exhibits does the audio guide cover?", "I'm not entirely certain, but it appears to cover 35 exhibits.", AUDIO_GUIDE, False),
    w.refusal("en-bw-047", "refusal.partial", "What is the monthly fee, and is there a student discount?", "The monthly fee is $10. I can't find anything about a student discount, so I can't tell you whether one exists.", CARSHARE, False),
]

CORRECTNESS = [
    w.correct("en-bw-048", "correct.wordy", "How much does express delivery cost?", "If you need your parcel to arrive within 30 minutes, Swift Spokes offers an express service, and the price for that faster option is $20 per delivery.", "Express delivery costs $20.", True),
    w.correct("en-bw-049", "correct.short", "How much does the sushi class cost per person?", "$85.", "The sushi class costs $85 per person, ingredients included.", True),
    w.correct("en-bw-050", "correct.format", "By what time must guests check out?", "By 10 in the morning.", "Guests must check out by 10:00.", True),
    w.correct("en-bw-051", "wrong.value", "How long is a cleaning appointment?", "A cleaning appointment lasts 60 minutes.", "A cleaning appointment lasts 40 minutes.", False),
    w.correct("en-bw-052", "wrong.echo", "On which day of the week is the Riverside Farmers Market held?", "The Riverside Farmers Market is held on a Saturday each week.", "The market is held every Sunday.", False),
    w.correct("en-bw-053", "wrong.role", "Who chairs the sailing club's committee?", "Anna Kowalski chairs the committee, while Peter Walsh manages the boat-repair fund.", "Commodore Peter Walsh chairs the committee; treasurer Anna Kowalski manages the boat-repair fund.", False),
]

RELEVANCY = [
    w.relevant("en-bw-054", "relevant.direct", "How much does it cost to rent the audio guide?", "Renting the audio guide costs $5, and museum members use it for free.", AUDIO_GUIDE, True),
    w.relevant("en-bw-055", "relevant.yesno", "Is fuel included in the hourly price?", "Yes, fuel is included.", CARSHARE, True),
    w.relevant("en-bw-056", "offtopic.true", "How much does the laser cutter safety induction cost?", "The makerspace is on the second floor of the library.", MAKERSPACE, False),
    w.relevant("en-bw-057", "offtopic.other", "How much does skate rental cost?", "Public skating starts at 2 pm.", RINK, False),
]

DIAGNOSIS = [
    w.diag("en-bw-058", "diag.pass", "How much does a standard delivery cost?", "A standard delivery costs $12.", {"courier": COURIER, "hostel": HOSTEL}, ("courier",), "pass"),
    w.diag("en-bw-059", "diag.offtopic", "How far in advance must the sushi class be booked?", "Each participant takes home a bamboo mat.", {"sushi": SUSHI, "market": MARKET}, ("sushi",), "fix_generation"),
    w.diag("en-bw-060", "diag.unfaithful", "How many beds does the hostel have?", "The hostel has 46 beds.", {"hostel": HOSTEL, "rink": RINK}, ("hostel",), "fix_generation"),
    w.diag("en-bw-061", "diag.refused", "How much does a cleaning appointment cost?", "I'm sorry, I couldn't find that in the documents.", {"clinic": CLINIC, "sailing": SAILING}, ("clinic",), "fix_generation"),
    w.diag("en-bw-062", "diag.missed", "How much is the annual membership at the sailing club?", "The documents I have don't say what the sailing club's annual membership costs.", {"carshare": CARSHARE, "museum": AUDIO_GUIDE}, ("sailing",), "fix_retrieval"),
    w.diag("en-bw-063", "diag.correct_refusal", "Does the museum café serve vegan dishes?", "The available information doesn't say whether the museum café serves vegan dishes.", {"museum": AUDIO_GUIDE, "makerspace": MAKERSPACE}, (), "correct_refusal"),
    w.diag("en-bw-064", "diag.should_refuse", "Can GreenWheels cars be driven abroad?", "Yes, members may drive the cars abroad as long as they bring them back within 72 hours.", {"carshare": CARSHARE, "courier": COURIER}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
