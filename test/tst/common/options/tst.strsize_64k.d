/* @@opts: -q -x strsize=65536 */

/*
 * Strings longer than 16k with strsize=64k: in a global, a thread-local
 * and a clause-local variable, as an associative array key, and given to
 * the subroutines -- never cut short at 255 characters.
 */
BEGIN
{
	s = "abcdefghij";
	s = strjoin(s, s); s = strjoin(s, s); s = strjoin(s, s);
	s = strjoin(s, s); s = strjoin(s, s); s = strjoin(s, s);
	s = strjoin(s, s); s = strjoin(s, s); s = strjoin(s, s);
	s = strjoin(s, s); s = strjoin(s, s);
	self->t = s;
	this->c = strjoin(s, "!");
	a[s] = 7;
	printf("%d %d %d %d %d\n", strlen(s), strlen(self->t),
	    strlen(this->c), a[s], strlen(substr(s, 20000)));
	printf("%s\n", substr(this->c, 20470));
	exit(0);
}
