"""English cases of set t51: a seaside hotel in Whitby and its managers, a family-run
restaurant in Bath, a Lake District campsite, a Cornish folk festival, a market-town
farmers' market, and an orchestral concert with its box office."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

HOTEL = (
    "The Harbourview Hotel in Whitby has 42 rooms, 12 of which face the sea. "
    "Check-in starts at 15:00, and check-out is by 11:00. "
    "Breakfast is served in the Lantern Room from 7:00 to 10:00 and is included in all room rates. "
    "Dogs are welcome in ground-floor rooms for £20 per night."
)
HOTEL_STAFF = (
    "Harbourview's general manager is Fiona Baxter, who joined from the Grand in Scarborough in 2018. "
    "Her deputy, Callum Price, looks after bookings and group reservations. "
    "The building was put up as a merchant's house in 1884 and converted into a hotel in 1962."
)
RESTAURANT = (
    "The Copper Pot in Bath is owned by chef Daniel Hughes and his sister Megan, who runs front of house. "
    "It is open Tuesday to Saturday, from 17:30 to 22:00. "
    "The six-course tasting menu costs £75, and the wine pairing is an extra £45. "
    "Tables of eight or more must pay a £10 deposit per person."
)
CAMPSITE = (
    "Bracken Hollow Campsite near Keswick is open from 1 April to 31 October. "
    "Tent pitches cost £14 a night for two adults, and electric hook-ups are £5 extra. "
    "Quiet hours run from 22:30 to 7:00. "
    "Campfires are allowed only in the fire pits provided."
)
FESTIVAL = (
    "The Tidewater Folk Festival takes place in Falmouth over the last weekend of July. "
    "Weekend tickets cost £95, and children under 12 get in free with a paying adult. "
    "The main stage is hosted by Rosie Carver, while Ed Malik programmes the smaller Harbour Tent. "
    "The festival was founded in 1997 and moved to its current site in 2009."
)
MARKET = (
    "Ludlow's farmers' market is held in Castle Square on the second and fourth Thursday of each month, from 9:00 to 14:00. "
    "Around 35 stalls sell local produce. "
    "Stallholders must live or farm within 30 miles of the town. "
    "The market is run by a volunteer, Patricia Oakes."
)
CONCERT = (
    "The Northern Sinfonia will play at Sage Hall on Friday 14 March at 19:30. "
    "The programme opens with Elgar's Serenade for Strings and closes with Brahms's Second Symphony. "
    "Julia Fenwick conducts, and Tom Ashdown is the soloist in Mozart's Clarinet Concerto. "
    "The concert lasts about two hours, including a 20-minute interval."
)
BOX_OFFICE = (
    "Tickets for Sage Hall concerts range from £18 to £52. "
    "Under-26s can buy any seat for £10. "
    "The box office is open every day except Sunday, from 10:00 to 18:00. "
    "Refunds are given only if a concert is cancelled."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-t51-001", "fmt.time", "What time can I check in, and when do I have to leave?", "Check-in opens at 3 p.m., and you need to check out by 11 a.m.", HOTEL, True),
    w.faith("en-t51-002", "fmt.number", "Do all the rooms have a sea view?", "No, twelve of the hotel's forty-two rooms face the sea.", HOTEL, True),
    w.faith("en-t51-003", "para.relative", "Is breakfast extra?", "No, every room rate includes breakfast, which is served in the Lantern Room from 7:00 to 10:00.", HOTEL, True),
    w.faith("en-t51-004", "fmt.currency", "Can I bring my dog?", "Yes, dogs are welcome in the ground-floor rooms for twenty pounds a night.", HOTEL, True),
    w.faith("en-t51-005", "para.relative", "Who is the general manager at Harbourview?", "The general manager is Fiona Baxter, who came over from the Grand in Scarborough in 2018.", HOTEL_STAFF, True),
    w.faith("en-t51-006", "para.passive", "Who do I talk to about a group booking?", "Group reservations are handled by Callum Price, the deputy manager.", HOTEL_STAFF, True),
    w.faith("en-t51-007", "para.combine", "How old is the hotel building?", "It was built in 1884 as a merchant's house and was turned into a hotel in 1962.", HOTEL_STAFF, True),
    w.faith("en-t51-008", "para.except", "Is The Copper Pot open on a Monday?", "No, it's closed on Sundays and Mondays; it only opens from Tuesday to Saturday.", RESTAURANT, True),
    w.faith("en-t51-009", "fmt.time", "What are the restaurant's hours?", "The Copper Pot serves from 5:30 p.m. until 10 p.m.", RESTAURANT, True),
    w.faith("en-t51-010", "para.pronoun", "Who looks after the dining room?", "Megan does. She owns the restaurant together with her brother, chef Daniel Hughes, and runs front of house.", RESTAURANT, True),
    w.faith("en-t51-011", "para.synonym", "Do large groups have to pay up front?", "Yes, parties of eight or more are required to leave a deposit of £10 a head.", RESTAURANT, True),
    w.faith("en-t51-012", "fmt.date", "When is Bracken Hollow open?", "The campsite opens at the beginning of April and stays open until the end of October.", CAMPSITE, True),
    w.faith("en-t51-013", "wrap.opener", "What does a tent pitch cost with electricity?", "Happy to help! A tent pitch for two adults is £14 a night, and an electric hook-up adds another £5.", CAMPSITE, True),
    w.faith("en-t51-014", "fmt.time", "When do quiet hours start?", "Quiet hours begin at 10:30 at night and last until 7 in the morning.", CAMPSITE, True),
    w.faith("en-t51-015", "para.synonym", "When is the folk festival?", "The Tidewater Folk Festival is held in Falmouth on the final weekend in July.", FESTIVAL, True),
    w.faith("en-t51-016", "fmt.number", "Do children need tickets?", "Children aged under twelve go free as long as they come with an adult who has paid.", FESTIVAL, True),
    w.faith("en-t51-017", "para.combine", "Who runs the festival stages?", "Rosie Carver hosts the main stage, and the line-up of the smaller Harbour Tent is put together by Ed Malik.", FESTIVAL, True),
    w.faith("en-t51-018", "fmt.time", "When is the farmers' market on?", "It's on the 2nd and 4th Thursday of every month in Castle Square, from 9 a.m. to 2 p.m.", MARKET, True),
    w.faith("en-t51-019", "wrap.attribution", "Can anyone get a stall at the market?", "According to the market's rules, stallholders have to live or farm no more than 30 miles from Ludlow.", MARKET, True),
    w.faith("en-t51-020", "para.passive", "Who organises the market?", "The market is run by Patricia Oakes, who is a volunteer.", MARKET, True),
    w.faith("en-t51-021", "fmt.date", "When is the Northern Sinfonia concert?", "It's on Friday, March 14, starting at 7:30 p.m. at Sage Hall.", CONCERT, True),
    w.faith("en-t51-022", "para.reorder", "What will the orchestra play?", "Brahms's Second Symphony closes the programme, which begins with Elgar's Serenade for Strings; Tom Ashdown is the soloist in Mozart's Clarinet Concerto.", CONCERT, True),
    w.faith("en-t51-023", "para.except", "Can I pick up tickets on a Sunday?", "I'm afraid not: the box office is closed on Sundays, but it's open from 10 a.m. to 6 p.m. on all other days.", BOX_OFFICE, True),
    w.faith("en-t51-024", "wrap.hedge", "I'm 23 — is there a cheaper ticket for me?", "It looks like you're in luck: anyone under 26 can buy any seat for £10.", BOX_OFFICE, True),
    w.faith("en-t51-025", "value.time", "What time is check-out?", "Check-in is from 3 p.m., and check-out is by 10 a.m.", HOTEL, False),
    w.faith("en-t51-026", "added.fact", "Where is breakfast served?", "Breakfast is served in the Lantern Room from 7:00 to 10:00, and guests can also have it brought to their room.", HOTEL, False),
    w.faith("en-t51-027", "role.swap", "Who manages the Harbourview Hotel?", "Callum Price is the general manager, and his deputy, Fiona Baxter, looks after group bookings.", HOTEL_STAFF, False),
    w.faith("en-t51-028", "value.date", "When did the building become a hotel?", "The old merchant's house was converted into a hotel in 1884.", HOTEL_STAFF, False),
    w.faith("en-t51-029", "role.swap", "Who cooks at The Copper Pot?", "Megan is the chef, while her brother Daniel Hughes runs front of house.", RESTAURANT, False),
    w.faith("en-t51-030", "value.currency", "How much is the tasting menu?", "The six-course tasting menu costs £45, and you can add a wine pairing on top.", RESTAURANT, False),
    w.faith("en-t51-031", "value.except", "Which days is The Copper Pot open?", "The Copper Pot is open Monday to Friday, from 17:30 to 22:00.", RESTAURANT, False),
    w.faith("en-t51-032", "modality", "Do we need to pay a deposit for a table of ten?", "Groups of eight or more may leave a £10 deposit per person if they wish, but it's optional.", RESTAURANT, False),
    w.faith("en-t51-033", "value.date", "Until when is the campsite open?", "Bracken Hollow is open from 1 April to 30 September.", CAMPSITE, False),
    w.faith("en-t51-034", "added.entity", "How much is a pitch?", "Campervan pitches cost £14 a night for two adults, with electric hook-ups £5 extra.", CAMPSITE, False),
    w.faith("en-t51-035", "negation", "Can we have a campfire?", "Campfires aren't allowed anywhere on the site, not even in the fire pits.", CAMPSITE, False),
    w.faith("en-t51-036", "value.date", "How long has the festival been at its current site?", "The Tidewater Folk Festival has been on its current site since 1997.", FESTIVAL, False),
    w.faith("en-t51-037", "role.swap", "Who hosts the main stage?", "Ed Malik hosts the main stage, while Rosie Carver programmes the Harbour Tent.", FESTIVAL, False),
    w.faith("en-t51-038", "value.number", "Are kids free at Tidewater?", "Yes, children under 16 get in free with a paying adult.", FESTIVAL, False),
    w.faith("en-t51-039", "direction", "Who can sell at the Ludlow market?", "Only people who live or farm more than 30 miles from the town can take a stall.", MARKET, False),
    w.faith("en-t51-040", "added.fact", "Where is the market held?", "It's held in Castle Square, where around 35 stalls sell local produce and parking is free on market days.", MARKET, False),
    w.faith("en-t51-041", "role.swap", "Who conducts the Northern Sinfonia concert?", "Tom Ashdown conducts, and Julia Fenwick is the soloist in Mozart's Clarinet Concerto.", CONCERT, False),
    w.faith("en-t51-042", "value.number", "Is there an interval?", "Yes, the concert lasts about two hours, including a 30-minute interval.", CONCERT, False),
    w.faith("en-t51-043", "value.except", "When is the box office open?", "The box office is open from 10:00 to 18:00 every day except Monday.", BOX_OFFICE, False),
    w.faith("en-t51-044", "antonym", "How much are concert tickets?", "The cheapest seats at Sage Hall cost £52.", BOX_OFFICE, False),
]

CORRECTNESS = [
    w.correct("en-t51-045", "correct.wordy", "What time is check-out at the Harbourview Hotel?", "Guests at the Harbourview are asked to check out of their rooms by eleven o'clock in the morning.", "11:00", True),
    w.correct("en-t51-046", "correct.format", "How much is a weekend ticket for the Tidewater Folk Festival?", "Ninety-five pounds.", "£95", True),
    w.correct("en-t51-047", "correct.short", "Who programmes the Harbour Tent?", "Ed Malik.", "The Harbour Tent is programmed by Ed Malik.", True),
    w.correct("en-t51-048", "correct.format", "When do quiet hours begin at Bracken Hollow?", "At 10:30 p.m.", "22:30", True),
    w.correct("en-t51-049", "wrong.value", "How many stalls does the Ludlow farmers' market have?", "There are about 55 stalls.", "Around 35 stalls.", False),
    w.correct("en-t51-050", "wrong.role", "Who conducts the Northern Sinfonia at Sage Hall?", "Tom Ashdown conducts the concert.", "Julia Fenwick", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
