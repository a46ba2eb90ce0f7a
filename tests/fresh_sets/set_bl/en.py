"""English cases of fresh set bl: Snowline Ski School (Glenbrook), the CityCycle bike-sharing
scheme (Harbourton), guided tours at the Whitfield Museum of Natural History, the Lingua House
language school (Millbrook), the Blue Lantern Hostel (Portside), the Elm Square Farmers' Market,
personal training at IronWorks Gym, Swift Move Removals (Dunmore), the Camp Pinewood children's
summer camp and the ticket policy of the Grand Royal Theatre."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

SKI_SCHOOL = (
    "Snowline Ski School in Glenbrook offers group lessons for children aged 5 to 12 and private lessons for adults. "
    "A group lesson lasts two hours and costs £65 per child, and each group has at most six children. "
    "Head instructor Megan Ross plans the courses, while Tom Baker handles bookings and equipment rental. "
    "Helmets are compulsory for all children and are lent free of charge. "
    "Lessons start at 9:30 am and 1:30 pm every day except Tuesday, and the season runs from 15 December to 30 March."
)

BIKE_SHARE = (
    "CityCycle, the bike-sharing scheme of Harbourton, has 1,200 bikes at 85 stations. "
    "An annual membership costs £90, or £45 for students, and the first 30 minutes of every ride are free for members. "
    "After that, each extra half hour costs £1.50. "
    "Bikes must be returned to a station; leaving one anywhere else incurs a £25 fee. "
    "Between midnight and 5 am, only the 20 stations in the city centre are open."
)

MUSEUM_TOURS = (
    "The Whitfield Museum of Natural History runs guided tours of its dinosaur hall every Saturday and Sunday at 11 am and 3 pm. "
    "Each tour lasts 45 minutes and takes up to 15 visitors. "
    "Tours cost £8 on top of the regular admission, but children under 6 join free. "
    "Visitors should arrive at the information desk on the ground floor 10 minutes before the tour starts. "
    "The tours are led by curator Dr Alan Price, and the museum's director, Susan Hale, leads a special evening tour on the first Friday of each month."
)

LANGUAGE_SCHOOL = (
    "Lingua House in Millbrook teaches Spanish, French and Italian in evening classes of up to 10 students. "
    "A ten-week course with two 90-minute lessons per week costs £480. "
    "A placement test is required before enrolling in any level except complete beginners. "
    "Carmen Ortiz coordinates the Spanish department and Luc Martin the French one. "
    "Every spring, advanced students can join a one-week study trip to Madrid, and students who miss more than three lessons do not receive a certificate."
)

HOSTEL = (
    "The Blue Lantern Hostel in Portside has 64 beds in four- and eight-bed dormitories, plus six private double rooms. "
    "Every room on the hostel's three floors has its own bathroom, and each bed has a locker; padlocks can be bought at reception for £4. "
    "Breakfast is served from 7 to 10 am and costs £7. "
    "Check-in is from 3 pm and check-out is by 11 am. "
    "Some dormitories are female-only, and guests must be at least 18 unless they travel with a parent."
)

FARMERS_MARKET = (
    "The Elm Square Farmers' Market takes place every Saturday from 7:30 am to 1 pm between April and October. "
    "About 40 stalls sell vegetables, cheese, bread and flowers, and at least half of the produce on each stall must come from farms within 50 km. "
    "A stall costs £30 per day, and new vendors pay a one-time registration fee of £50. "
    "Market manager Rosa Delgado assigns the stall places, and chef Ken Hughes gives a cooking demonstration at 10 am. "
    "Dogs are allowed on a lead, but not inside the food tent."
)

PERSONAL_TRAINING = (
    "At IronWorks Gym, a personal training session lasts 60 minutes and costs £70, while a package of ten sessions costs £600. "
    "New clients get a free 30-minute assessment with trainer Jake Collins, who designs their training plan; nutrition coach Priya Shah prepares meal advice. "
    "Sessions can be cancelled free of charge up to 24 hours in advance, and later cancellations are charged in full. "
    "Packages are valid for three months from the first session. "
    "Trainers are available Monday to Friday from 6 am to 9 pm and on Saturday mornings."
)

MOVING_COMPANY = (
    "Swift Move Removals handles local moves within 30 km of Dunmore. "
    "A team of two movers with a 7.5-tonne lorry costs £120 per hour, with a minimum of three hours. "
    "Packing materials are included, but moving a piano costs an extra £250. "
    "Customers must book at least two weeks ahead, and a booking can be moved to another date free of charge once. "
    "Operations manager Derek Wong plans the routes, and his colleague Fiona Lane handles insurance claims, which must be filed within 7 days of the move."
)

SUMMER_CAMP = (
    "Camp Pinewood, on the shore of Lake Marlow, runs two-week sessions for children aged 8 to 14 in July and August. "
    "A session costs £1,400 including meals, and siblings get a 10% discount. "
    "Children sleep in cabins of eight. Each cabin has one counsellor. "
    "Mobile phones are collected on arrival and returned on the last day, but parents may call the camp office between 6 pm and 7 pm. "
    "Camp director Helen Moore runs the programme, and nurse Sam Patel is on site around the clock."
)

THEATRE_TICKETS = (
    "The Grand Royal Theatre sells tickets online and at its box office, which is open Tuesday to Saturday from noon to 6 pm. "
    "Tickets cost between £25 and £95 depending on the seat. "
    "Tickets can be exchanged for another date up to 48 hours before the performance for a £3 fee, but they are not refunded unless the performance is cancelled. "
    "Latecomers are admitted only during the interval. "
    "Students under 26 pay half price for tickets bought on the day of the performance."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-bl-001", "para.reorder", "How long is a group lesson at Snowline, and what does it cost?", "For £65 per child, you get a group lesson that lasts two hours.", SKI_SCHOOL, True),
    w.faith("en-bl-002", "para.passive", "Who plans the courses at Snowline Ski School?", "The courses are planned by the head instructor, Megan Ross.", SKI_SCHOOL, True),
    w.faith("en-bl-003", "para.synonym", "What happens if I leave a CityCycle bike somewhere that isn't a station?", "You'll be charged £25 if you drop the bike off anywhere other than a station.", BIKE_SHARE, True),
    w.faith("en-bl-004", "para.nominal", "Where and when should visitors meet for a dinosaur tour?", "Arrival at the information desk on the ground floor is expected 10 minutes before the start of the tour.", MUSEUM_TOURS, True),
    w.faith("en-bl-005", "para.capital", "Where do advanced students at Lingua House go on their study trip?", "Every spring, advanced students can go on a one-week study trip to Spain.", LANGUAGE_SCHOOL, True),
    w.faith("en-bl-006", "para.pronoun", "Who does the free assessment for new clients at IronWorks?", "That's Jake Collins. He is also the one who designs their training plan.", PERSONAL_TRAINING, True),
    w.faith("en-bl-007", "para.relative", "What should I know about breakfast at the Blue Lantern?", "Breakfast, which costs £7, is served between 7 and 10 am.", HOSTEL, True),
    w.faith("en-bl-008", "para.part", "Do the rooms on the second floor of the Blue Lantern have their own bathroom?", "Yes, the rooms on the second floor have their own bathroom.", HOSTEL, True),
    w.faith("en-bl-009", "para.combine", "How are the children housed at Camp Pinewood?", "The children sleep eight to a cabin, with one counsellor per cabin.", SUMMER_CAMP, True),
    w.faith("en-bl-010", "fmt.number", "How many movers does Swift Move send?", "You get a team of 2 movers with a 7.5-tonne lorry.", MOVING_COMPANY, True),
    w.faith("en-bl-011", "fmt.thousands", "How big is the CityCycle fleet?", "CityCycle has 1200 bikes spread over 85 stations.", BIKE_SHARE, True),
    w.faith("en-bl-012", "fmt.scale", "How big is the lorry Swift Move uses?", "The team comes with a 7,500 kg lorry.", MOVING_COMPANY, True),
    w.faith("en-bl-013", "fmt.date", "When is the ski season at Snowline?", "The season runs from December 15 to March 30.", SKI_SCHOOL, True),
    w.faith("en-bl-014", "fmt.time", "When can parents phone Camp Pinewood?", "Parents can call the camp office between 18:00 and 19:00.", SUMMER_CAMP, True),
    w.faith("en-bl-015", "fmt.unit", "How local does the produce at Elm Square have to be?", "At least half of the produce on each stall must come from farms within 50 kilometres.", FARMERS_MARKET, True),
    w.faith("en-bl-016", "fmt.abbrev", "When can I book a trainer at IronWorks?", "Trainers are available Mon–Fri, 6 am–9 pm, and on Sat mornings.", PERSONAL_TRAINING, True),
    w.faith("en-bl-017", "fmt.currency", "What does it cost to exchange a ticket at the Grand Royal?", "Exchanging a ticket for another date costs 3 pounds, as long as you do it at least 48 hours before the performance.", THEATRE_TICKETS, True),
    w.faith("en-bl-018", "fmt.range", "How much are tickets at the Grand Royal Theatre?", "The cheapest seats cost £25 and the most expensive ones £95.", THEATRE_TICKETS, True),
    w.faith("en-bl-019", "fmt.period", "How far ahead do I need to book Swift Move?", "You need to book at least 14 days ahead.", MOVING_COMPANY, True),
    w.faith("en-bl-020", "fmt.share", "Is there a student discount at the Grand Royal?", "Yes, students under 26 get 50% off tickets bought on the day of the performance.", THEATRE_TICKETS, True),
    w.faith("en-bl-021", "para.except", "On which days does Snowline give lessons?", "There are no lessons on Tuesdays; on all the other days, lessons start at 9:30 am and 1:30 pm.", SKI_SCHOOL, True),
    w.faith("en-bl-022", "wrap.opener", "When is the Elm Square Farmers' Market open?", "Great question! The market runs every Saturday from 7:30 am to 1 pm, from April to October.", FARMERS_MARKET, True),
    w.faith("en-bl-023", "wrap.closer", "What are the check-in and check-out times at the Blue Lantern?", "Check-in starts at 3 pm and check-out is by 11 am. Enjoy your stay!", HOSTEL, True),
    w.faith("en-bl-024", "wrap.attribution", "How much is a CityCycle membership?", "According to the document, an annual membership costs £90, or £45 if you are a student.", BIKE_SHARE, True),
    w.faith("en-bl-025", "wrap.hedge", "How long is a dinosaur tour, and how many people can join?", "I think each tour lasts 45 minutes and takes at most 15 visitors.", MUSEUM_TOURS, True),
    w.faith("en-bl-026", "wrap.question", "How much does a session at Camp Pinewood cost?", "A session costs £1,400, meals included. Would you like to hear about the sibling discount as well?", SUMMER_CAMP, True),
    w.faith("en-bl-027", "value.number", "How many people can join one dinosaur tour?", "Each tour takes up to 25 visitors.", MUSEUM_TOURS, False),
    w.faith("en-bl-028", "value.date", "When is the ski season at Snowline?", "The season runs from 15 December to 30 April.", SKI_SCHOOL, False),
    w.faith("en-bl-029", "value.time", "When is the cooking demonstration at the market?", "Ken Hughes gives his cooking demonstration at 11 am.", FARMERS_MARKET, False),
    w.faith("en-bl-030", "value.unit", "Where must the produce at Elm Square come from?", "At least half of each stall's produce must come from farms within 50 miles.", FARMERS_MARKET, False),
    w.faith("en-bl-031", "value.currency", "How much is a package of ten personal training sessions?", "A package of ten sessions costs €600.", PERSONAL_TRAINING, False),
    w.faith("en-bl-032", "role.swap", "Who assigns the stall places at the market?", "Ken Hughes assigns the stall places, and Rosa Delgado gives the cooking demonstration.", FARMERS_MARKET, False),
    w.faith("en-bl-033", "negation", "Are packing materials included with Swift Move?", "No, packing materials aren't included.", MOVING_COMPANY, False),
    w.faith("en-bl-034", "antonym", "How is the Swift Move team charged?", "A team of two movers costs £120 per hour, with a maximum of three hours.", MOVING_COMPANY, False),
    w.faith("en-bl-035", "modality", "What are the rules on phones at Camp Pinewood?", "Phones are collected on arrival, and parents must call the camp office between 6 pm and 7 pm.", SUMMER_CAMP, False),
    w.faith("en-bl-036", "quantifier", "Are there female-only dormitories at the Blue Lantern?", "Yes, all of the dormitories are female-only.", HOSTEL, False),
    w.faith("en-bl-037", "value.except", "Who has to take a placement test at Lingua House?", "Only complete beginners have to take a placement test.", LANGUAGE_SCHOOL, False),
    w.faith("en-bl-038", "direction", "When should I be at the information desk for a tour?", "You should arrive at the ground-floor information desk 10 minutes after the tour starts.", MUSEUM_TOURS, False),
    w.faith("en-bl-039", "added.fact", "How much is a ten-week course at Lingua House?", "A ten-week course costs £480, and all textbooks are included in the price.", LANGUAGE_SCHOOL, False),
    w.faith("en-bl-040", "added.entity", "Who helps clients with nutrition at IronWorks?", "Nutrition coach Priya Shah prepares meal advice together with the dietitian Mark Evans.", PERSONAL_TRAINING, False),
    w.faith("en-bl-041", "mixed", "How much is the student membership, and how long is a ride free?", "Students pay £45 a year, and the first 60 minutes of each ride are free.", BIKE_SHARE, False),
]

REFUSAL = [
    w.refusal("en-bl-042", "refusal.plain", "Does Snowline offer snowboard lessons?", "I don't know whether Snowline offers snowboard lessons.", SKI_SCHOOL, True),
    w.refusal("en-bl-043", "refusal.context", "Is there parking at the Blue Lantern Hostel?", "The provided context doesn't say anything about parking at the Blue Lantern Hostel.", HOSTEL, True),
    w.refusal("en-bl-044", "refusal.short", "Can I pay by card at the Elm Square market?", "I don't know.", FARMERS_MARKET, True),
    w.refusal("en-bl-045", "refusal.long", "Does the Grand Royal Theatre have a cloakroom?", "Thank you for your question, and I'm sorry I can't be more helpful here. I've looked carefully through the information I have about the Grand Royal Theatre, but it doesn't say whether the theatre has a cloakroom, so I'm unable to answer that. I'd suggest contacting the theatre directly, as they will be able to tell you for certain.", THEATRE_TICKETS, True),
    w.refusal("en-bl-046", "refusal.hedged", "How much does a single personal training session cost at IronWorks?", "I'm not completely sure, but I believe a single 60-minute session costs £70.", PERSONAL_TRAINING, False),
    w.refusal("en-bl-047", "refusal.partial", "How much does it cost to move a piano, and does Swift Move offer storage?", "Moving a piano costs an extra £250. I'm afraid I have no information about storage.", MOVING_COMPANY, False),
]

CORRECTNESS = [
    w.correct("en-bl-048", "correct.wordy", "What time do group lessons start at Snowline Ski School?", "Thanks for asking! At Snowline there are two lesson slots on each day that lessons are held: the morning lessons begin at 9:30 am, and the afternoon lessons begin at 1:30 pm, so you can pick whichever suits your day better.", "Group lessons start at 9:30 am and 1:30 pm.", True),
    w.correct("en-bl-049", "correct.short", "How much does a CityCycle student membership cost per year?", "£45.", "A student annual membership costs £45.", True),
    w.correct("en-bl-050", "correct.format", "How long is one session at Camp Pinewood?", "14 days.", "One session lasts two weeks.", True),
    w.correct("en-bl-051", "wrong.value", "Within how many days of a move must an insurance claim be filed with Swift Move?", "Within 30 days of the move.", "Insurance claims must be filed within 7 days of the move.", False),
    w.correct("en-bl-052", "wrong.echo", "Which languages does Lingua House teach in its evening classes?", "In its evening classes, Lingua House teaches English and German.", "Lingua House teaches Spanish, French and Italian.", False),
    w.correct("en-bl-053", "wrong.role", "What are the roles of Helen Moore and Sam Patel at Camp Pinewood?", "Helen Moore is the camp nurse, and Sam Patel is the camp director.", "Helen Moore is the camp director, and Sam Patel is the camp nurse.", False),
]

RELEVANCY = [
    w.relevant("en-bl-054", "relevant.direct", "How much does the dinosaur tour at the Whitfield Museum cost?", "The tour costs £8 on top of regular admission, and children under 6 join for free.", MUSEUM_TOURS, True),
    w.relevant("en-bl-055", "relevant.yesno", "Can I change the date of my move with Swift Move?", "Yes, you can move your booking to another date once, free of charge.", MOVING_COMPANY, True),
    w.relevant("en-bl-056", "offtopic.true", "How long is a ten-session package at IronWorks valid?", "Nutrition coach Priya Shah prepares meal advice for clients.", PERSONAL_TRAINING, False),
    w.relevant("en-bl-057", "offtopic.other", "What happens if I don't return a CityCycle bike to a station?", "To unlock a bike, scan the QR code on the handlebar with the CityCycle app.", BIKE_SHARE, False),
]

DIAGNOSIS = [
    w.diag("en-bl-058", "diag.pass", "How much does a padlock cost at the Blue Lantern Hostel?", "You can buy a padlock at reception for £4.", {"hostel": HOSTEL, "farmers-market": FARMERS_MARKET}, ("hostel",), "pass"),
    w.diag("en-bl-059", "diag.offtopic", "What ages are Snowline's group lessons for?", "Tom Baker handles bookings and equipment rental at Snowline.", {"ski-school": SKI_SCHOOL, "summer-camp": SUMMER_CAMP}, ("ski-school",), "fix_generation"),
    w.diag("en-bl-060", "diag.unfaithful", "When are latecomers let in at the Grand Royal Theatre?", "Latecomers can take their seats at any time during the first act.", {"theatre": THEATRE_TICKETS, "museum": MUSEUM_TOURS}, ("theatre",), "fix_generation"),
    w.diag("en-bl-061", "diag.refused", "Until when can I cancel a personal training session at IronWorks without paying?", "Sorry, I couldn't find any information about cancelling sessions.", {"gym": PERSONAL_TRAINING, "moving": MOVING_COMPANY}, ("gym",), "fix_generation"),
    w.diag("en-bl-062", "diag.missed", "How many students are in a Lingua House evening class?", "The documents I have don't mention how big the classes at Lingua House are.", {"bike-share": BIKE_SHARE, "hostel": HOSTEL}, ("language-school",), "fix_retrieval"),
    w.diag("en-bl-063", "diag.correct_refusal", "Are there public toilets at the Elm Square market?", "The information available doesn't mention toilets at the market, so I can't tell you.", {"farmers-market": FARMERS_MARKET, "museum": MUSEUM_TOURS}, (), "correct_refusal"),
    w.diag("en-bl-064", "diag.should_refuse", "Is there a bus from the city to Camp Pinewood?", "Yes, a camp bus leaves the central station every Sunday at 10 am.", {"summer-camp": SUMMER_CAMP, "theatre": THEATRE_TICKETS}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
