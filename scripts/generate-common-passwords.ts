/**
 * Writes src/server/auth/common-passwords.txt: 10,000 unique, lower-cased common passwords, most
 * common first. The build machine has no internet access, so instead of downloading a breach corpus
 * the list is assembled from the patterns that dominate every published top-passwords list: the classic
 * top entries, digit runs and repeats, keyboard walks, and words or first names (English and Indian)
 * followed by the usual suffixes (123, @123, birth years, 786, !); leet spellings and dates pad the end.
 * Deterministic: re-running it gives the same file. Run: npx tsx scripts/generate-common-passwords.ts
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const TARGET = 10_000;
const out = fileURLToPath(new URL("../src/server/auth/common-passwords.txt", import.meta.url));

const classics = `123456 password 123456789 12345678 12345 qwerty 1234567 111111 1234567890 123123 abc123 1234
password1 iloveyou 1q2w3e4r 000000 qwerty123 zaq12wsx dragon sunshine princess letmein 654321 monkey 27653
1qaz2wsx 123321 qwertyuiop superman asdfghjkl trustno1 football baseball welcome shadow master michael
jennifer hunter 666666 121212 charlie aa123456 donald password123 qwerty1 123qwe 1q2w3e 7777777 987654321
mustang access batman solo starwars passw0rd login admin admin123 flower hottie loveme zaq1zaq1 hello
freedom whatever 555555 lovely 888888 jessica pokemon 1qazxsw2 123abc 1234qwer ninja azerty 159753 michelle
daniel 112233 thomas andrew 222222 jordan 131313 harley ranger buster soccer hockey killer george computer
matrix pepper summer ginger joshua cheese amanda orange tigger 11111111 asdfgh 1111 jordan23 maggie 696969
robert 654321a qwe123 q1w2e3r4 q1w2e3r4t5 q1w2e3 zxcvbnm asdf1234 abcd1234 aaaaaa 1234abcd iloveu
letmein1 welcome1 welcome123 master123 test test123 testing guest root toor changeme default secret
secret123 administrator admin@123 admin1234 pass123 pass1234 p@ssw0rd p@ssword passw0rd1 password12
password1234 password@123 password! password01 pa55word qazwsx qazwsxedc 123qweasd 1q2w3e4r5t 1q2w3e4r5t6y
1234554321 0987654321 147258369 789456123 741852963 123654789 147852369 963852741 1029384756 5201314
iloveyou1 iloveyou2 iloveyou123 loveyou babygirl lovers loveme1 baby123 angel angel123 sweety sweetheart
princess1 butterfly chocolate cookie friends family forever nicole anthony ashley jessica1 samantha
starwars1 blink182 liverpool chelsea arsenal manchester barcelona realmadrid juventus football1
cricket sachin dhoni virat kohli india india123 india@123 bharat hindustan jaihind jaishreeram
omsairam saibaba krishna ganesh ganpati hanuman shivaji mahadev jaimatadi radhekrishna om786 786786
pune mumbai delhi bangalore chennai kolkata hyderabad nashik nagpur maharashtra bollywood
qwerty12 qwerty1234 qwertyui asdfghjk zxcvbn zxcvbnm1 1qaz2wsx3edc qwer1234 asdf qwer zxcv`;

const words = `password welcome admin love monkey dragon shadow master sunshine princess football baseball soccer
hockey cricket flower secret freedom summer winter spring autumn orange banana apple mango cherry
chocolate cookie pepper ginger tiger lion eagle falcon hawk wolf bear panther jaguar cobra viper
phoenix angel devil heaven hello money lucky happy smile magic power super star rock music guitar
piano dance party sweet honey baby darling kitty puppy doggy bunny teddy charlie buster rocky max
bella lucy daisy molly coco simba bruno tommy jimmy johnny sunny bunty pinky chintu golu monu sonu
india bharat pune mumbai delhi nagpur nashik goa kerala punjab gujarat bengal chennai bangalore
hyderabad kolkata jaipur indore lucknow ganesh krishna shiva hanuman ram sita radha durga kali
sairam saibaba omsai jesus christ god allah bismillah faith hope grace peace spirit soul heart
dream life world earth ocean river mountain forest sky moon sun rain storm thunder fire water
silver golden diamond crystal pearl ruby emerald jade onyx steel iron titan hero legend king queen
prince knight warrior soldier ninja samurai hunter ranger sniper killer gamer player winner
champion victory success business office company manager account system server computer internet
network login access letmein trustme welcome1 qwerty asdf zxcv abc abcd test guest user default
realty property estate house home builder homes tower villa flat office realestate broker`;

const englishNames = `michael james john robert david william richard joseph thomas charles christopher daniel
matthew anthony mark donald steven paul andrew joshua kenneth kevin brian george timothy ronald jason
edward jeffrey ryan jacob gary nicholas eric jonathan stephen larry justin scott brandon benjamin
samuel gregory alexander frank patrick raymond jack dennis jerry tyler aaron jose adam nathan henry
mary patricia jennifer linda elizabeth barbara susan jessica sarah karen lisa nancy betty margaret
sandra ashley kimberly emily donna michelle carol amanda dorothy melissa deborah stephanie rebecca
sharon laura cynthia kathleen amy angela shirley anna brenda pamela emma nicole helen samantha
katherine christine debra rachel carolyn janet catherine maria heather diane ruth julie olivia joyce
virginia victoria kelly lauren christina joan evelyn judith megan andrea cheryl hannah jacqueline
martha gloria teresa ann sara madison frances kathryn janice jean abigail alice judy sophia grace`;

const indianNames = `rahul amit rohit sachin vikram rajesh suresh ramesh mahesh ganesh dinesh naresh mukesh
rakesh ajay vijay sanjay anil sunil manoj vinod pramod ashok deepak sandeep pradeep kuldeep mandeep
arjun karan varun tarun arun kiran pawan nitin sachin sumit amol swapnil sagar akshay abhishek aniket
aditya nikhil prashant prasad pranav omkar tushar yogesh mangesh santosh umesh shubham saurabh gaurav
vaibhav harsh yash dev raj ravi ravindra shekhar siddharth rohan ritesh hitesh jitesh mitesh nilesh
priya pooja neha sneha anjali aarti kavita sunita anita sarita geeta seema reema meena rekha sapna
swati shweta shruti smita snehal sonali rupali vaishali deepali pallavi payal komal kajal nisha asha
usha jyoti sakshi divya riya tanvi isha shreya ananya aishwarya madhuri manisha rashmi archana
varsha vandana sangeeta savita nandini radhika revati gauri ketaki prachi mrunal rutuja sayali aditi
aarav vihaan vivaan reyansh ayaan atharv advait shaurya ishaan krish kabir aryan dhruv parth rudra
ira myra saanvi anaya aadhya kiara navya pari diya siya avni tara meera zara inaya aanya`;

const list = (block: string) => block.split(/\s+/).filter(Boolean);
const seen = new Set<string>();
const result: string[] = [];
const add = (candidate: string) => {
  const value = candidate.toLowerCase();
  if (value.length < 4 || value.length > 32 || seen.has(value) || result.length >= TARGET) return;
  seen.add(value);
  result.push(value);
};

// 1. The classic top entries, in their usual order.
list(classics).forEach(add);

// 2. Digit runs, repeats and the first ten thousand of the number line's favourites.
const runs = ["1234", "12345", "123456", "1234567", "12345678", "123456789", "1234567890", "0123456789"];
runs.forEach(add);
for (let d = 0; d <= 9; d += 1) for (let n = 4; n <= 12; n += 1) add(String(d).repeat(n));
for (let n = 4; n <= 10; n += 1)
  for (let start = 0; start <= 9; start += 1) {
    add(Array.from({ length: n }, (_, i) => (start + i) % 10).join(""));
    add(Array.from({ length: n }, (_, i) => (start - i + 20) % 10).join(""));
  }
for (let a = 0; a <= 99; a += 1) add(String(a).padStart(2, "0").repeat(3));

// 3. Keyboard walks and their common decorations.
const walks = list(`qwerty qwertyu qwertyui qwertyuio qwertyuiop asdfgh asdfghj asdfghjk asdfghjkl zxcvbn zxcvbnm
qazwsx qazwsxedc qazxsw 1qaz2wsx 1qaz2wsx3edc 1q2w3e4r5t6y7u 1q2w3e4r5t6y 1q2w3e4r5t 1q2w3e4r 1q2w3e zaq1xsw2
zaq12wsx !qaz2wsx 1qazxsw2 2wsx3edc 3edc4rfv qweasd qweasdzxc qweasdzxc123 asdqwe123 zxcasdqwe poiuytrewq
lkjhgfdsa mnbvcxz azertyuiop azerty123 qwertz qwertz123 1234qwer qwer4321 asdf1234 zxcv1234 q1w2e3r4t5y6
a1b2c3d4 a1s2d3f4 1a2b3c4d abcd1234 abcdef abcdefg abcdefgh abcdefghi abcdefghij abc12345 abc123456`);
const walkSuffixes = ["", "1", "12", "123", "1234", "!", "@123", "2024", "2025", "!@#"];
for (const suffix of walkSuffixes) for (const walk of walks) add(walk + suffix);

// 4. Words and names with the usual suffixes, most likely suffixes first.
const years = Array.from({ length: 2026 - 1970 }, (_, i) => String(2025 - i));
const topSuffixes = ["", "1", "123", "12", "@123", "1234", "!", "2024", "2025", "007", "786", "12345", "@1234"];
const moreSuffixes = ["01", "2023", "#1", "99", "@2024", "@2025", "123!", "2022", "11", "69", "@12345", "000"];
const allWords = [...new Set(list(words))];
const englishFirst = list(englishNames);
const indianFirst = list(indianNames);
const people = [...new Set(indianFirst.flatMap((name, i) => [name, englishFirst[i] ?? name]))];
const stems = [...new Set([...allWords.slice(0, 60), ...people.slice(0, 80), ...allWords.slice(60), ...people.slice(80)])];
for (const suffix of topSuffixes) for (const stem of stems) add(stem + suffix);

// 5. Names and words with birth years and recent years, further suffixes, leet spellings and doubles.
const favouriteYears = [...years.filter((year) => year >= "1985" && year <= "2005"), "2020", "2021"];
for (const stem of stems.slice(0, 80)) for (const year of favouriteYears) add(stem + year);
for (const suffix of moreSuffixes) for (const stem of stems.slice(0, 120)) add(stem + suffix);
const leet = (value: string) => value.replace(/a/g, "@").replace(/o/g, "0").replace(/e/g, "3").replace(/i/g, "1").replace(/s/g, "$");
for (const stem of stems) {
  add(leet(stem));
  add(`${leet(stem)}123`);
  add(stem + stem);
  add(`iloveyou${stem}`);
}

// 6. Dates people pick (ddmmyyyy and ddmmyy for birthdays), until the list is full.
for (const year of years)
  for (let month = 1; month <= 12; month += 1)
    for (let day = 1; day <= 28; day += 9) {
      const dd = String(day).padStart(2, "0");
      const mm = String(month).padStart(2, "0");
      add(`${dd}${mm}${year}`);
      add(`${dd}${mm}${year.slice(2)}`);
    }

// Pad with leet forms of the decorated words if the patterns above ever fall short.
for (const suffix of [...topSuffixes, ...moreSuffixes]) for (const stem of stems) add(leet(stem) + suffix);

if (result.length !== TARGET) throw new Error(`generated ${result.length} entries, expected ${TARGET}`);
writeFileSync(out, `${result.join("\n")}\n`);
console.log(`wrote ${result.length} passwords to ${out}`);
