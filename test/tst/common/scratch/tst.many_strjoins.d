/* thirty strjoin() results fit in one clause's scratch space */

#pragma D option quiet

BEGIN
{
	s = "";
	s = strjoin(s, "0");
	s = strjoin(s, "1");
	s = strjoin(s, "2");
	s = strjoin(s, "3");
	s = strjoin(s, "4");
	s = strjoin(s, "5");
	s = strjoin(s, "6");
	s = strjoin(s, "7");
	s = strjoin(s, "8");
	s = strjoin(s, "9");
	s = strjoin(s, "0");
	s = strjoin(s, "1");
	s = strjoin(s, "2");
	s = strjoin(s, "3");
	s = strjoin(s, "4");
	s = strjoin(s, "5");
	s = strjoin(s, "6");
	s = strjoin(s, "7");
	s = strjoin(s, "8");
	s = strjoin(s, "9");
	s = strjoin(s, "0");
	s = strjoin(s, "1");
	s = strjoin(s, "2");
	s = strjoin(s, "3");
	s = strjoin(s, "4");
	s = strjoin(s, "5");
	s = strjoin(s, "6");
	s = strjoin(s, "7");
	s = strjoin(s, "8");
	s = strjoin(s, "9");
	printf("%s %d\n", s, strlen(s));
	exit(0);
}
