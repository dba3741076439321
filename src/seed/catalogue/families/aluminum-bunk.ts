import type { TrailerModel } from '@/lib/catalogue/types'

export const aluminumBunkModels: TrailerModel[] = [
  {
    "model": "VAB-1025",
    "capacity": 1025,
    "boatLength": "12'-14'",
    "overallLength": "18'",
    "bowEyeMin": "10' 8\"",
    "bowEyeMax": "13' 2\"",
    "gvwr": 1300,
    "tongueJack": "Optional",
    "axles": 1,
    "brakes": "No Brakes",
    "tireSize": "ST175/80R13",
    "overallWidth": "78\"",
    "betweenFenders": "56\"",
    "sourceSheet": "Aluminum Bunk",
    "tables": [
      "aluminum-bunk-single",
      "aluminum-jon-boat"
    ]
  },
  {
    "model": "VAB-1325",
    "capacity": 1325,
    "boatLength": "14'-15'",
    "overallLength": "19'",
    "bowEyeMin": "12' 8\"",
    "bowEyeMax": "14' 2\"",
    "gvwr": 1650,
    "tongueJack": "Optional",
    "axles": 1,
    "brakes": "No Brakes",
    "tireSize": "ST175/80R13",
    "overallWidth": "80\"",
    "betweenFenders": "60\"",
    "sourceSheet": "Aluminum Bunk",
    "tables": [
      "aluminum-bunk-single",
      "aluminum-jon-boat"
    ]
  },
  {
    "model": "VAB-1825",
    "capacity": 1825,
    "boatLength": "15'-17'",
    "overallLength": "21'",
    "bowEyeMin": "13' 8\"",
    "bowEyeMax": "16' 2\"",
    "gvwr": 2250,
    "tongueJack": "Optional",
    "axles": 1,
    "brakes": "None",
    "tireSize": "ST175/80R13",
    "overallWidth": "88\"",
    "betweenFenders": "68\"",
    "sourceSheet": "Aluminum Bunk",
    "tables": [
      "aluminum-bunk-single"
    ]
  },
  {
    "model": "VAB-2625",
    "capacity": 2625,
    "boatLength": "16'-19'",
    "overallLength": "23'",
    "bowEyeMin": "14' 8\"",
    "bowEyeMax": "18' 2\"",
    "gvwr": 3150,
    "tongueJack": "Single Wheel",
    "axles": 1,
    "brakes": "Optional",
    "tireSize": "ST205/75R14",
    "overallWidth": "96\"",
    "betweenFenders": "76\"",
    "sourceSheet": "Aluminum Bunk",
    "tables": [
      "aluminum-bunk-single"
    ]
  },
  {
    "model": "VAB-3525",
    "capacity": 3525,
    "boatLength": "18'-21'",
    "overallLength": "25'",
    "bowEyeMin": "16' 8\"",
    "bowEyeMax": "20' 2\"",
    "gvwr": 4150,
    "tongueJack": "Single Wheel",
    "axles": 1,
    "brakes": "Disc",
    "tireSize": "ST225/75R15",
    "overallWidth": "96\"",
    "betweenFenders": "78\"",
    "sourceSheet": "Aluminum Bunk",
    "tables": [
      "aluminum-bunk-single"
    ]
  },
  {
    "model": "VATB-3625",
    "capacity": 3625,
    "boatLength": "18'-20'",
    "overallLength": "25'",
    "bowEyeMin": "16' 8\"",
    "bowEyeMax": "19' 2\"",
    "gvwr": 4400,
    "tongueJack": "Single Wheel",
    "axles": 2,
    "brakes": "Disc-1",
    "tireSize": "ST175/80R13",
    "overallWidth": "96\"",
    "betweenFenders": "78\"",
    "sourceSheet": "Aluminum Bunk",
    "tables": [
      "aluminum-bunk-tandem"
    ]
  },
  {
    "model": "VATB-5025",
    "capacity": 5025,
    "boatLength": "20'-23'",
    "overallLength": "28'",
    "bowEyeMin": "18' 8\"",
    "bowEyeMax": "22' 2\"",
    "gvwr": 6000,
    "tongueJack": "Single Wheel",
    "axles": 2,
    "brakes": "Disc-1",
    "tireSize": "ST205/75R14",
    "overallWidth": "100\"",
    "betweenFenders": "80\"",
    "sourceSheet": "Aluminum Bunk",
    "tables": [
      "aluminum-bunk-tandem"
    ]
  },
  {
    "model": "VATB-7025",
    "capacity": 7025,
    "boatLength": "22'-26'",
    "overallLength": "31'",
    "bowEyeMin": "20' 8\"",
    "bowEyeMax": "25' 2\"",
    "gvwr": 8200,
    "tongueJack": "Flat Foot",
    "axles": 2,
    "brakes": "Disc-2",
    "tireSize": "ST225/75R15",
    "overallWidth": "102\"",
    "betweenFenders": "82\"",
    "sourceSheet": "Aluminum Bunk",
    "tables": [
      "aluminum-bunk-tandem"
    ]
  },
  {
    "model": "VATB-9625",
    "capacity": 9625,
    "boatLength": "25'-29'",
    "overallLength": "34'",
    "bowEyeMin": "23' 8\"",
    "bowEyeMax": "28' 2\"",
    "gvwr": 11000,
    "tongueJack": "2000lb Foot",
    "axles": 2,
    "brakes": "Disc-2",
    "tireSize": "ST235/80R16",
    "overallWidth": "102\"",
    "betweenFenders": "84\"",
    "sourceSheet": "Aluminum Bunk",
    "tables": [
      "aluminum-bunk-tandem"
    ]
  },
  {
    "model": "VATB-9625-3",
    "capacity": 9625,
    "boatLength": "26'-30'",
    "overallLength": "35' 6\"",
    "bowEyeMin": "24' 8\"",
    "bowEyeMax": "29' 2\"",
    "gvwr": 11200,
    "tongueJack": "2000lb Foot",
    "axles": 3,
    "brakes": "Disc-2",
    "tireSize": "ST225/75R15",
    "overallWidth": "102\"",
    "betweenFenders": "84\"",
    "sourceSheet": "Aluminum Bunk",
    "tables": [
      "aluminum-bunk-triple"
    ]
  },
  {
    "model": "VATB-12025",
    "capacity": 12025,
    "boatLength": "28'-33'",
    "overallLength": "38' 6\"",
    "bowEyeMin": "26' 8\"",
    "bowEyeMax": "32' 2\"",
    "gvwr": 13900,
    "tongueJack": "2000lb Foot",
    "axles": 3,
    "brakes": "Disc-3",
    "tireSize": "ST235/80R16",
    "overallWidth": "102\"",
    "betweenFenders": "86\"",
    "sourceSheet": "Aluminum Bunk",
    "tables": [
      "aluminum-bunk-triple"
    ]
  },
  {
    "model": "VATB-15025",
    "capacity": 15025,
    "boatLength": "31'-36'",
    "overallLength": "41' 6\"",
    "bowEyeMin": "29' 8\"",
    "bowEyeMax": "35' 2\"",
    "gvwr": 17200,
    "tongueJack": "2000lb Foot",
    "axles": 3,
    "brakes": "Disc-3",
    "tireSize": "ST235/85R16",
    "overallWidth": "102\"",
    "betweenFenders": "86\"",
    "sourceSheet": "Aluminum Bunk",
    "tables": [
      "aluminum-bunk-triple"
    ]
  }
]
